# Gotham Companion's messages in English: the source language, and the fallback of
# every other. Each section is one part of the app; a translation keeps the same ids.
# Game data (aliases, traits, weapons, affiliations, card titles) is never here.

## Everywhere

close = Close
and = and
or = or
winners-none = nobody wins
winners = { $count ->
    [one] { $names } wins
   *[other] { $names } win
}

## The help overlay (F1)

help-title = Keyboard shortcuts
help-keys-note = Ctrl is Cmd on macOS. Each works even while a text field has focus.
help-new-crew = Start a new crew
help-save-crew = Save the open crew
help-search = Search the catalog (or the cards, in the deck builder)
help-undo = Match: take back the last action
help-redo-keys = Ctrl+Y or Ctrl+Shift+Z
help-redo = Match: play it back
help-next-step = Match: the next step
help-pass = Match: the player on turn passes
help-show = Show these shortcuts
help-close-what = Close this help, or the match log
help-language = Language
help-version = Gotham Companion { $version }
help-catalog = Catalog in use: { $id } (the Catalog tab updates it or goes back).
help-catalog-dated = Catalog in use: { $id }, released { $date } (the Catalog tab updates it or goes back).

## The window: tabs, header, status lines, prompts and dialogs (app-*)

app-tab-crews = Crews
app-tab-crews-short = Crews
app-tab-builder = Builder
app-tab-builder-named = Builder: { $name }{ $dirty }
app-tab-builder-short = Builder
app-tab-deck = Objective deck
app-tab-deck-short = Deck
app-tab-odds = Dice odds
app-tab-odds-short = Odds
app-tab-match = Match
app-tab-match-short = Match
app-tab-games = Games
app-tab-games-short = Games
app-tab-tournament = Tournament
app-tab-tournament-short = Tournament
app-tab-catalog = Catalog
app-tab-catalog-short = Catalog
app-text-scale = Text { $percent }
app-text-scale-tip = Draw everything larger, for reading from beside the table
app-help-tip = Keyboard shortcuts (F1)
app-prompt-title = Save the changes to { $name }?
app-prompt-unsaved-open = It has unsaved edits; save them before opening another crew?
app-prompt-unsaved-new = It has unsaved edits; save them before starting a new crew?
app-prompt-unsaved-close = It has unsaved edits; save them before closing?
app-prompt-save = Save
app-prompt-discard = Don't save
app-prompt-cancel = Cancel
app-read-only-banner = Another Gotham Companion window has this data folder open: this one is read-only.
app-read-only-refusal = this window is read-only, because another Gotham Companion window has the data folder open; save in that one, or close it and open this app again
app-no-file-chosen = No file chosen. If no file window opened, type the path in the box beside the button.
app-no-file-window = No file window opened: { $error }

app-saved-to = Saved to { $path }
app-not-saved = Not saved: { $error }
app-name-before-saving = Give the crew a name before saving.
app-not-done = Not done: { $refusal }
app-renamed = Renamed to { $name }
app-copied = Saved a copy as { $path }
app-deleted = Deleted { $path }
app-imported = Imported { $name } as { $path }
app-exported = Exported to { $path }
app-collection-exported = Your collection was exported to { $path }
app-examples-none = Every example crew is already in your crews
app-examples-added = { $count ->
    [one] Added 1 example crew
   *[other] Added { $count } example crews
}
app-match-not-saved = The match could not be saved
app-match-not-archived = The last match could not be archived
app-game-not-saved = The game could not be saved
app-game-not-archived = The last game could not be archived
app-settings-not-saved = The settings could not be saved
app-tournament-not-saved = The tournament could not be saved
app-collection-not-saved = Your collection could not be saved
app-refused-save = { $what ->
    [match] The match is not saved: { $refusal }
    [game] The game is not saved: { $refusal }
    [settings] The settings is not saved: { $refusal }
    [tournament] The tournament is not saved: { $refusal }
   *[collection] The collection is not saved: { $refusal }
}
app-match-kept = The last match is kept in { $path }
app-game-kept = The last game is kept in { $path }
app-result-code-copied = Result code { $code } copied: paste or type it in the organiser's Tournament tab.
app-not-exported = Not exported: { $refusal }
app-match-exported = Match exported to { $path }
app-games-unreadable = The games in progress could not be read: { $error }

app-catalog-no-folder = there is no data folder to keep catalogs in
app-catalog-match-open = a match is open on the Match tab, and it is played with the catalog it started with: finish it and start a new one, or abandon it, first
app-catalog-installed = Installed the catalog { $id }: it is in use now. { $crews }
app-catalog-back = Back to the catalog { $id }.
app-catalog-now = The catalog in use is now { $id }.
app-catalog-unchanged-because = The catalog was not changed: { $why }.
app-catalog-unchanged = The catalog was not changed: { $error }
app-catalog-saved-with = saved with the catalog { $id }, { $why }
app-catalog-crews-unchanged = None of your saved crews changes.
app-catalog-crews-changed = { $count ->
    [one] 1 of your saved crews changes: the crew list shows it.
   *[other] { $count } of your saved crews change: the crew list shows them.
}

app-import-refused = Nothing was imported from { $source }: { $lines }
app-import-refused-more = Nothing was imported from { $source }: { $lines }; and { $more } more
app-import-the-file = the file
app-collection-unreadable-kept = Your collection could not be read, and this window leaves the file as it is: { $error }
app-collection-set-aside = Your collection could not be read, so it starts empty (the file is kept as { $path }): { $error }
app-collection-not-read = Your collection has not been read yet, or could not be: it is left as it is.
app-collection-imported = Imported your collection: { $size }.

app-report-refused = No report written: { $error }
app-report-in-archive = No report written: { $path } is in the match archive; choose a file elsewhere
app-report-written = Match report written to { $path }
app-no-browser = this computer has no program set to open web pages
app-browser-failed = the program set to open web pages did not start
app-sheet = { $noun ->
    [Roster] Roster
   *[other] Sheet
}
app-sheet-not-printed = { $sheet } not printed: { $error }
app-sheet-written = { $sheet } written to { $path }; asking your browser to open it.
app-sheet-handed = { $sheet } handed to your browser: print it from there. If no browser window came up, open { $path } yourself.
app-sheet-not-opened = { $sheet } written to { $path }, but no browser opened it ({ $error }): open that file to print it.

app-standings-exported = Standings exported to { $path }
app-tournament-not-created = The tournament was not created: { $error }
app-tournament-no-folder = The tournament was not created: there is no data folder
app-settings-unreadable = The settings could not be read; the defaults are used: { $error }
app-settings-set-aside = The settings could not be read, so the defaults are used (the file is kept as { $path }): { $error }
app-last-crew-unreadable = The crew open last time could not be opened again: { $error }

app-tournament-created = { $name } created ({ $path }): register the players.
app-match-not-over = { $path }: the match is not over (round { $round }, { $phase })

app-unlocked = The data folder could not be locked ({ $why }), so a second window could overwrite this one's files: open one window at a time.
app-roster-copied = Roster copied to the clipboard.
app-code-copied = Crew code copied to the clipboard ({ $length } characters): paste it in a chat to share the crew.
app-no-code = No crew code: { $error }
app-match-resumed = Resumed the match in progress: round { $round }, { $phase }.
app-match-kept-unread = The saved match could not be read ({ $error }); this read-only window leaves it as it is.
app-match-set-aside = The saved match could not be read and was set aside as { $path } ({ $error }).
app-new-crew = New crew
app-catalog-problem = Catalog: { $problem }

app-broken-rules = { $count ->
    [one] 1 rule broken
   *[other] { $count } rules broken
}

app-meter-over = { $amount } over
app-meter-left = { $amount } left

app-filter-crew = Crew file
app-filter-match = Match file
app-filter-report = Match report
app-filter-collection = Collection as CSV (id,alias,owned)
app-filter-roster-html = Roster sheet to print
app-filter-roster-md = Roster in Markdown
app-filter-roster-txt = Roster as plain text
app-filter-catalog = Catalog pack

app-choice-open = { $name } (open in the builder)
app-choice-example = { $name } (example)

app-dice-none = none
app-dice-attack = Attack
app-dice-defense = Defense
app-dice-strength = Strength

# end of app

## The crew builder, the deck builder and the crew list (builder-*)

builder-all-affiliations = All affiliations
builder-joins-crew = Can join this crew
builder-all-ranks = All ranks
builder-eternal-include = All profiles
builder-eternal-exclude = Current only
builder-eternal-only = Eternal only
builder-own = own { $owned }
builder-owned-line = { $own } · crew uses { $uses }
builder-limit-range = Enter a limit from 1 to { $most }

builder-search = Search alias, name or trait (Ctrl+F)
builder-owned-only = Owned only
builder-own-these = I own these ({ $number })
builder-hint-no-boss = No Boss yet: showing every model.
builder-hint-joins = Who can join now, cost aside.
builder-none-owned = No model you own matches these filters: switch Owned only off, or set − and + on the catalog's rows.
builder-none-match = No model matches these filters.
builder-model-count = { $count ->
    [one] 1 model
   *[other] { $number } models
}
builder-page = Page { $page } of { $pages }
builder-catalog = Catalog
builder-own-label = own
builder-in-crew = In your crew
builder-joins-as = joins as { $ranks } · { $affiliations }
builder-eternal-details = { $details } · Eternal
builder-cost = { $rep } Rep · { $funding }
builder-rep = { $rep } Rep

builder-the-boss = The Boss
builder-make-boss = Make this model the Boss
builder-not-in-catalog = Not in this catalog ({ $id }): kept as saved
builder-boss-details = Boss · { $affiliations }
builder-brought-by = Brought by { $alias }: remove that model to remove it.
builder-remove-member = Remove from the crew
builder-unknown-equipment = Unknown '{ $id }'
builder-buy-equipment = Buy equipment
builder-iwby-choose = I Will Break You: choose
builder-choose-before-match = choose before the match

builder-pick-model = Pick a model
builder-pick-model-hint = Select a model in the catalog or in the crew to see its full profile.
builder-eternal-profile = Eternal profile
builder-back-to-catalog = Back to the catalog
builder-base = { $base } base
builder-ranks = Ranks
builder-affiliations = Affiliations
builder-rivals = Rivals
builder-weapons = Weapons
builder-no-weapons = None
builder-rof = RoF { $rof }
builder-ammo = Ammo { $ammo }
builder-unnamed-weapon = Unnamed weapon
builder-melee = Melee
builder-traits = Traits
builder-needs-one-of = Needs one of
builder-cannot-join-with = Cannot join with
builder-trait-unchecked = { $name } (not checked)
builder-trait-unchecked-tip = This version of Gotham Companion does not know this trait: it is shown, and no crew rule checks it.
builder-crew-building = Crew building
builder-handling-checked = checked
builder-handling-recorded = a choice the crew records
builder-handling-shown = a reminder
builder-miniatures-owned = Miniatures owned
builder-stand-ins-owned = Stand-ins owned: your { $list }
builder-stand-in-for = These miniatures stand in for:
builder-stand-in-for-switch = These miniatures stand in for (switch on the profiles they play):
builder-twin = { $alias } ({ $rep } Rep)
builder-stand-in-search = Another profile they play…
builder-add-as = Add as { $rank }
builder-would-break = As a { $rank }, it would break:

builder-save = Save
builder-save-dirty = Save*
builder-crew-name = Crew name
builder-copy-roster-tip = Copy the roster to the clipboard
builder-print = Print
builder-print-tip = Print the roster: a sheet with a card per member, opened in your browser
builder-code = Code
builder-code-tip = Copy the crew code, to share the crew in a chat
builder-rep-limit = Rep limit
builder-rep-placeholder = Rep
builder-ruleset = { $name } ({ $size }-card decks)
builder-unknown-ruleset = Unknown ruleset
builder-eternal-profiles = Eternal profiles
builder-reputation = Reputation
builder-funding = Funding
builder-no-members = No members yet: pick a model in the catalog and add it. Start with a Leader, who becomes the Boss.
builder-history-none = Saved with the catalog { $then }; nothing changed for this crew in { $now }.
builder-history = Saved with the catalog { $then }; in { $now } since then:
builder-history-unknown = What changed since this crew was saved cannot be told: { $why }.
builder-renamed = • { $alias }: renamed in this catalog (was { $was }); saving records the new id.
builder-crew-legal = Crew: every rule met.
builder-back-to-members = Back to the members
builder-show-all = Show all { $count }
builder-collection-empty = Collection: nothing recorded yet
builder-own-crew = I own this crew
builder-rules-hint = Press a rule to see the members it names.
builder-deck-line = Objective deck: { $size }/{ $required } cards
builder-deck-legal = legal
builder-edit-deck = Edit deck
builder-auto = Auto
builder-auto-plays = Auto (plays { $affiliation })
builder-plays = Plays
builder-henchmen = Henchmen

builder-all-kinds = All kinds
builder-kind-cards = { $kind } cards
builder-any-unit = { $unit ->
    [copies] Any copies
   *[other] Any VP
}
builder-number-unit = { $unit ->
    [copies] { $n } copies
   *[other] { $n } VP
}
builder-search-cards = Search card names
builder-card-remove = Remove
builder-card-add = Add
builder-no-cards = No card this crew may take matches these filters.
builder-cards-title = Cards this crew may take
builder-card-count = { $count } cards
builder-deck-fill = Fill the rest at random
builder-deck-clear = Clear
builder-deck-title = Objective deck of { $name }
builder-deck-rules = { $ruleset }: { $size } cards, character cards on top
builder-deck-empty = The deck is empty: add cards from the list, or fill it at random and edit from there.
builder-deck-ok = Legal deck: no deck rule broken.
builder-deck-size = Deck size
builder-general-vs-crew = General vs crew cards
builder-singles = Single cards (at most half)
builder-characters = Character cards (on top)
builder-unknown-card = Unknown card '{ $id }'
builder-remove-copies = Remove every copy
builder-single = single
builder-copies = { $count } copies
builder-vp = { $vp } VP

builder-import-collection = Import your collection
builder-export-collection = Export your collection
builder-collection-summary = Collection: { $size }
builder-export-csv = Export CSV…
builder-import-csv = Import CSV…
builder-csv-path = …or type a CSV path
builder-import = Import
builder-export = Export

builder-entry-legal = Legal
builder-entry-deck-broken = { $count ->
    [one] Deck: 1 rule broken
   *[other] Deck: { $count } rules broken
}
builder-entry-deck-size = Deck: { $cards } of { $required } cards
builder-rename = Rename
builder-cancel = Cancel
builder-changed-by = Changed by the catalog { $id }: open it to see what changed.
builder-unreadable = This file cannot be read; the app leaves it untouched.
builder-open = Open
builder-duplicate = Duplicate
builder-copy-code = Copy code
builder-export-tip = Export to a file
builder-delete = Delete
builder-delete-question = Delete { $name } for good?
builder-keep = Keep
builder-export-to = Export to
builder-file-path = File path
builder-choose-file = Choose file…
builder-crew-file = Crew file
builder-roster = Roster
builder-led-by = { $affiliations } · led by { $alias }
builder-no-boss = No Boss yet
builder-entry-totals = { $count } models · { $rep }/{ $rep_limit } Rep · { $funding }/{ $funding_limit }

builder-hide-list = Hide the list
builder-show-list = Show the list
builder-in-use-clear = Clear
builder-column-model = Model
builder-column-need = Need
builder-column-own = Own
builder-own-short = { $own } ({ $short } short)
builder-own-short-elsewhere = { $own } ({ $elsewhere } on other models, { $short } short)
builder-in-use = In use

builder-copy-name = { $name } (copy)
builder-import-title = Import a crew file
builder-export-title = Export { $name }
builder-code-not-opened = Not opened: { $why }
builder-your-crews = Your crews
builder-add-examples = Add example crews
builder-new-crew = New crew (Ctrl+N)
builder-import-file = Import a crew file…
builder-import-path = …or type its path
builder-code-field = Paste a crew code to open its crew
builder-open-code = Open code
builder-folder-unreadable = The crews folder cannot be read: { $error }
builder-no-crews = No crews yet.
builder-no-crews-hint = Start a new crew, import a crew file, or add the example crews to look around.

# end of builder

## The dice odds (calculator-*)

# end of calculator

## Broken rules, notes and reminders of a crew and its deck (rules-*)

# end of rules

## Crew, table and result codes (code-*)

# end of code

## The collection (collection-*)

# end of collection

## Dice odds input checks (odds-*)

# end of odds

## The match tracker (tracker-*)

# end of tracker

## The four other games (games-*)

# end of games

## The catalog change list (update-*)

# end of update

## The Catalog tab (catalog-*)

# end of catalog

## Tournaments (tournament-*)

# end of tournament

## Printed sheets and reports (sheets-*)

# end of sheets
