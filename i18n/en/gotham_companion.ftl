# Gotham Companion's messages in English: the source language, and the fallback of
# every other. Each section is one part of the app; a translation keeps the same ids.
# Game data (aliases, traits, weapons, affiliations, card titles) is never here.

## Everywhere

close = Close
and = and
# What is said of something, after its name ("Loose Lips: Rep 50 → 60"): the
# punctuation is the language's (French puts a space before the colon).
said-of = { $what }: { $said }
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
app-draft-not-saved = The crew being built could not be kept against a crash
app-draft-restored = { $crew } is back as it stood when the app stopped, with changes not saved yet: save it to keep them.
app-draft-unreadable = The crew being built when the app stopped could not be read, and this window leaves its file as it is: { $error }
app-draft-set-aside = The crew being built when the app stopped could not be read (the file is kept as { $path }): { $error }
app-refused-save = { $what ->
    [match] The match is not saved: { $refusal }
    [game] The game is not saved: { $refusal }
    [settings] The settings are not saved: { $refusal }
    [crew] The crew being built is not kept against a crash: { $refusal }
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
app-collection-undone = Your collection is back as it was.
app-undo = Undo
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
app-software-drawing = Drawing in software: the graphics card could not draw this window ({ $reason }).
app-catalog-problem = The catalog in use cannot be loaded, so the bundled one is used: { $problem }
app-catalog-broken = { $count ->
    [one] The catalog in use, { $id }, cannot be loaded, so the bundled one is used: it has a problem, for its author to fix:
   *[other] The catalog in use, { $id }, cannot be loaded, so the bundled one is used: it has { $count } problems, for its author to fix:
}

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
app-choice-saved = { $name } ({ $file })
app-catalog-no-manifest = the bundled catalog's manifest cannot be read: this build is broken, please report it

app-dice-none = none
app-dice-attack = Attack
app-dice-defense = Defense
app-dice-strength = Strength

app-dice-legend = Green: hit · orange: hit, then blocked · blue: block · grey: no effect · red: the Strength die (faded: failed)

app-task-panicked = it stopped on an internal error ({ $reason }); please report it
app-task-panicked-silently = it stopped on an internal error (no reason given); please report it

# end of app

## Files and folders: what went wrong with one (storage-*)

storage-no-home = no home folder found; set { $variable } to choose where files go
storage-file-in-the-way = cannot create the folder { $folder }: { $file } is a file, not a folder
storage-not-a-file-path = { $path } is not a file path
storage-cannot-create-folder = cannot create the folder { $path }: { $cause }
storage-cannot-write-in = cannot write in { $path }: { $cause }
storage-cannot-write = cannot write { $path }: { $cause }
storage-cannot-replace = cannot replace { $path }: { $cause }
storage-cannot-list = cannot list { $path }: { $cause }
storage-cannot-read = cannot read { $path }: { $cause }
storage-cannot-delete = cannot delete { $path }: { $cause }
storage-cannot-remove = cannot remove { $path }: { $cause }
storage-cannot-open-lock = cannot open the lock file { $path }: { $cause }
storage-cannot-lock = cannot lock { $path }: { $cause }
storage-cause-not-found = it does not exist
storage-cause-permission-denied = permission denied
storage-cause-already-exists = it exists already
storage-cause-storage-full = the disk is full
storage-cause-quota-exceeded = the disk quota is used up
storage-cause-read-only = the disk is read-only
storage-cause-is-a-folder = it is a folder
storage-cause-not-a-folder = part of the path is a file, not a folder
storage-cause-busy = it is in use by another program
storage-cause-invalid-name = the name is not allowed there
storage-kind-crew = crew
storage-kind-match = match
storage-kind-game = game
storage-kind-settings = settings
storage-kind-collection = collection
storage-kind-csv = CSV
storage-kind-tournament = tournament
storage-kind-catalog = catalog
storage-kind-catalog-pack = catalog pack
storage-kind-catalog-choice = catalog choice
storage-entry-fifo = a FIFO (named pipe)
storage-entry-device = a device
storage-entry-socket = a socket
storage-entry-folder = a folder
storage-entry-other = something other than a file
storage-not-a-file = cannot read { $path }: it is { $entry }, not a { $kind } file
storage-too-large = cannot read { $path }: at { $size } MB it is larger than a { $kind } file can be (at most { $cap } MB); check that it is the right file
storage-not-text = cannot read { $path }: byte { $byte } is not UTF-8 text; save the { $kind } file as UTF-8
storage-json = { $origin }: line { $line }, column { $column }: { $detail }
storage-json-ends-early = the file ends too soon (was it cut short while being saved or copied?)
storage-other-format = { $origin }: this is a '{ $found }' file, not a '{ $wanted }' file
storage-newer = { $origin }: written by a newer Gotham Companion ({ $format } version { $version }; this one reads up to version { $newest }); update the app to open it
storage-version-zero = { $origin }: version 0 is not a { $format } version
storage-not-deleted = not deleted: { $why }
storage-not-set-aside = { $error } (and it could not be moved aside: { $cause })
storage-read-panicked = { $path }: reading it stopped on an internal error ({ $panic })
storage-pack-id-taken = a different catalog with the id { $id } is installed already ({ $path }): a released catalog never changes, so a new one needs an id of its own
storage-codes-would-change = its crew-code numbers do not keep those of the catalogs installed here, so codes made with them would change meaning: { $changes }
storage-not-installed = no catalog { $id } is installed
storage-not-here = the catalog { $id } is not installed here
storage-nothing-before-bundled = no catalog was used before the bundled one
storage-nothing-before = no catalog was used before { $id }
storage-bad-catalog-id = { $origin }: the catalog id { $why }

# end of storage

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
builder-equipment-offer = { $name } ({ $price })
# Two items of one name and price, told apart by the affiliation that sells them.
builder-equipment-offer-of = { $name } ({ $price }, { $affiliation })
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
builder-history-unrecorded = The catalog { $id } changed this crew. The crew records no catalog it was saved with, so the changes cannot be listed: the rules below say what breaks now. Saving records { $id }.
builder-renamed = • { $alias }: renamed in this catalog (was { $was }); saving records the new id.
builder-crew-legal = Crew: every rule met.
builder-hide-rules = Hide the rules
builder-show-all = Show all { $count }
builder-collection-empty = Collection: nothing recorded yet
builder-own-crew = I own this crew
builder-rules-hint = Press a rule: the members it names stand out.
builder-deck-line = Objective deck: { $size }/{ $required } cards
builder-deck-legal = legal
builder-edit-deck = Edit deck
builder-auto = Auto
builder-auto-plays = Auto (plays { $affiliation })
builder-plays = Plays
# The crew plays "Auto", and an edit made the check choose another affiliation.
builder-auto-switched = The crew now plays { $to }, not { $from }: Auto plays the affiliation that suits the crew as it stands. Choose one under Plays to keep it.
builder-henchmen = Henchmen

builder-all-kinds = All kinds
builder-kind-cards = { $kind } cards
builder-any-unit = { $unit ->
    [copies] Any copies
   *[other] Any VP
}
builder-number-unit = { $unit ->
    [copies] { $n ->
        [one] 1 copy
       *[other] { $n } copies
    }
   *[other] { $n } VP
}
builder-search-cards = Search card names
builder-card-remove = Remove
builder-card-add = Add
builder-no-cards = No card this crew may take matches these filters.
builder-cards-title = Cards this crew may take
builder-card-count = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
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
builder-copies = { $count ->
    [one] 1 copy
   *[other] { $count } copies
}
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
builder-entry-totals = { $count ->
    [one] 1 model · { $rep }/{ $rep_limit } Rep · { $funding }/{ $funding_limit }
   *[other] { $count } models · { $rep }/{ $rep_limit } Rep · { $funding }/{ $funding_limit }
}

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

calculator-attacker = Attacker
calculator-the-target = the target
calculator-title = { $attacker } vs { $target }
calculator-title-armed = { $attacker } with { $weapon } vs { $target }
calculator-unarmed = Unarmed (1 stun)
calculator-unnamed-weapon = Unnamed weapon
calculator-rof = RoF { $rof }
calculator-no-match = No model matches
calculator-more-matches = { $count ->
    [one] 1 more match: type more of the name
   *[other] { $count } more matches: type more of the name
}
calculator-search-attacker = Search the catalog for the attacker
calculator-weapon = Weapon
calculator-melee = Melee
calculator-ranged = Ranged
calculator-attacks = Attacks
calculator-strength = Strength
calculator-heavy = Heavy weapon (+1 to the Strength die)
calculator-attacker-effort = Attacker Effort
calculator-defender-effort = Defender Effort
calculator-outnumbered = Enemies in contact after the first
calculator-rate-of-fire = Rate of fire (0: Strength die only)
calculator-weapon-strength = Weapon Strength
calculator-moved = Moved first (2 dice fewer)
calculator-out-of-range = Out of effective range (1 fewer)
calculator-cover = Target in cover (1 fewer)
calculator-blind = Firing blind (2 fewer)
calculator-dodge = Dice the target dodges
calculator-injury = Injury per hit
calculator-stun = Stun per hit
calculator-strength-die = Strength die (off: Bat-Armor and the like)
calculator-target = Target
calculator-search-target = Search the catalog for the target
calculator-defense = Defense
calculator-willpower = Willpower
calculator-endurance = Endurance
calculator-target-stun = Stun on it
calculator-target-injury = Injury on it
calculator-knocked-out = Knocked Out
calculator-unplayable = These values cannot be played: { $why }.
calculator-hit-once = Hit at least once
calculator-target-ko = Target KO
calculator-casualty = Casualty
calculator-expected-hits = Expected hits
calculator-hits-at-least = { $count }+ hits
calculator-attack-odds = Attack odds
calculator-hits-that-land = Hits that land
calculator-expected-damage = Expected damage: { $stun } Stun and { $injury } Injury · critical (natural 6 on the Strength die): { $critical }
calculator-dice-roller = Dice roller
calculator-roll = Roll the dice
calculator-clear = Clear
calculator-roll-hint = Roll the same attack with real dice: each die shows whether it hit or was blocked.
calculator-earlier-rolls = Earlier rolls
calculator-skill-roll = Skill roll
calculator-skill-hint = Roll the dice, keep two: pass at or under the skill; opposed, beat the target's skill with the two highest.
calculator-dice = Dice
calculator-skill = Skill
calculator-opposed = Opposed roll
calculator-roll-skill = Roll the skill
calculator-pass = Pass
calculator-kept-sum = Sum of the two dice kept
calculator-crew-pick = Or pick from your crew
calculator-hint-martial-artist = ignores outnumbering: leave enemies in contact at 0
calculator-hint-dodge = removes dice from ranged attacks: set the dice it dodges
calculator-hint-acrobat = may dodge ranged attacks: set the dice it dodges
calculator-attack-dice = { $dice ->
    [one] 1 attack die hits on { $on }+
   *[other] { $dice } attack dice hit on { $on }+
}
calculator-defense-dice = { $dice ->
    [one] 1 defense die blocks on { $on }+
   *[other] { $dice } defense dice block on { $on }+
}
calculator-strength-die-hits = the Strength die hits on { $on }+ (never blocked)
calculator-no-strength-die = no Strength die
calculator-outcome-hits = { $count ->
    [one] 1 hit
   *[other] { $count } hits
}
calculator-outcome-blocked = ({ $count } blocked)
calculator-outcome-critical = critical
calculator-outcome-damage = { $stun } Stun, { $injury } Injury
calculator-critical = Critical: a natural 6 on the Strength die. Besides its hit, the target is Knocked Down (or takes the weapon's CRT effect instead).
calculator-passed = Passed
calculator-failed = Failed
calculator-kept = Kept { $sum }: { $verdict }
calculator-kept-legend = Green: the dice kept
# end of calculator

## Broken rules, notes and reminders of a crew and its deck (rules-*)

rules-rank-leader = Leader
rules-rank-sidekick = Sidekick
rules-rank-free-agent = Free Agent
rules-rank-vehicle = Vehicle
rules-rank-henchman = Henchman
rules-rank-count-leader = { $count ->
    [one] 1 Leader
   *[other] { $count } Leaders
}
rules-rank-count-sidekick = { $count ->
    [one] 1 Sidekick
   *[other] { $count } Sidekicks
}
rules-rank-count-free-agent = { $count ->
    [one] 1 Free Agent
   *[other] { $count } Free Agents
}
rules-rank-count-vehicle = { $count ->
    [one] 1 Vehicle
   *[other] { $count } Vehicles
}
rules-rank-count-henchman = { $count ->
    [one] 1 Henchman
   *[other] { $count } Henchmen
}
rules-option-venom-doses = 3 extra Venom doses, shareable within 4"
rules-option-exhaustive-planner = Exhaustive Planner and +1 Willpower
rules-option-close-combat-master = Close Combat Master
rules-unrecruitable-brought = { $card }: never recruited; another card brings it into play.
rules-unrecruitable-swarm = { $card }: never recruited; each Void Priest brings one.
rules-aliases-more = { $names } { $last } { $count } other profiles
rules-crew-ruleset = The crew is set for the ruleset '{ $named }', which this catalog does not have ({ $known }).
rules-crew-unknown-model = { $alias } ('{ $model }') is not in this catalog ({ $catalog }): the member is kept, but cannot be checked.
rules-crew-unknown-model-unnamed = '{ $model }' is not in the catalog: the member is kept, but cannot be checked.
rules-crew-choice-not-boss = The crew is set to play { $recorded }, but its Boss, { $boss }, is { $affiliations }: choose one of the Boss's affiliations.
rules-crew-choice-unknown = The crew is set to play '{ $recorded }', which no model carries: choose one of the Boss's affiliations.
rules-boss-none = Choose a Boss: the crew's Leader, or a Sidekick if it has no Leader.
rules-boss-many = A crew has one Boss, but { $names } are all marked as Boss.
rules-boss-sidekick-with-leader = { $boss } is a Sidekick, but the crew has a Leader: the Leader must be the Boss.
rules-boss-sidekick-with-leader-would = { $boss } is a Sidekick, but the crew would have a Leader: the Leader must be the Boss.
rules-boss-rank = { $boss } fills the { $rank } rank: the Boss must be a Leader, or a Sidekick when the crew has no Leader.
rules-boss-never = { $boss }'s { $card }: never the Boss; choose another member.
rules-boss-not-leader = A { $played } crew's Boss must be a Leader; { $boss } fills the { $rank } rank.
rules-costs-limit-range = The Reputation limit must be between 1 and { $max }; it is { $limit }.
rules-costs-reputation = The crew costs { $used } Rep, { $over } over the { $limit } Rep limit.
rules-costs-funding = The crew spends { $spent }, { $over } over the { $available } Funding of a { $limit } Rep game.
rules-costs-funding-bonus = The crew spends { $spent }, { $over } over the { $available } Funding of a { $limit } Rep game with its cards' bonuses.
rules-costs-reputation-would = The crew would cost { $used } Rep, { $over } over the { $limit } Rep limit.
rules-costs-funding-would = The crew would spend { $spent }, { $over } over the { $available } Funding of a { $limit } Rep game.
rules-costs-funding-bonus-would = The crew would spend { $spent }, { $over } over the { $available } Funding of a { $limit } Rep game with its cards' bonuses.
rules-affiliation-unknown = Unknown
rules-name-unknown = Unknown
ruleset-rulebook = Rulebook
ruleset-current = Current rules
rules-slots-alias = the alias { $alias }
rules-slots-twice = { $alias } appears { $count ->
    [2] twice
   *[other] { $count } times
}: a crew may hold each character once.
rules-slots-same-character = { $names } are { $count ->
    [2] both
   *[other] all
} { $what }: a crew may hold each character once.
rules-slots-copies = { $alias }'s { $card }: recruited { $allowed ->
    [one] 1 time
   *[other] { $allowed } times
} at most in a crew; it is in this one { $copies } times.
rules-slots-speedsters = A crew recruits one Speedster; { $names } are { $count ->
    [2] both
   *[other] all
} Speedsters.
rules-slots-elites = The crew holds { $count } Elite ({ $kind }) models: one only, unless an Elite Boss ({ $kind }) joins it.
rules-slots-rank-not-on-card = { $alias } cannot be fielded as a { $rank }: its card allows { $ranks }.
rules-slots-over = The crew has { $held }; it may hold { $allowed }.
rules-slots-over-beside-leader = The crew has { $held }; it may hold { $allowed } (2 only when there is no Leader).
rules-slots-over-charismatic = The crew has { $held }; it may hold { $allowed } at { $limit } Rep with a Charismatic model.
rules-slots-over-reputation = The crew has { $held }; it may hold { $allowed } at { $limit } Rep.
rules-slots-twice-would = { $alias } would appear { $count ->
    [2] twice
   *[other] { $count } times
}: a crew may hold each character once.
rules-slots-copies-would = { $alias }'s { $card }: recruited { $allowed ->
    [one] 1 time
   *[other] { $allowed } times
} at most in a crew; it would be in this one { $copies } times.
rules-slots-elites-would = The crew would hold { $count } Elite ({ $kind }) models: one only, unless an Elite Boss ({ $kind }) joins it.
rules-slots-over-would = The crew would have { $held }; it may hold { $allowed }.
rules-slots-over-beside-leader-would = The crew would have { $held }; it may hold { $allowed } (2 only when there is no Leader).
rules-slots-over-charismatic-would = The crew would have { $held }; it may hold { $allowed } at { $limit } Rep with a Charismatic model.
rules-slots-over-reputation-would = The crew would have { $held }; it may hold { $allowed } at { $limit } Rep.
rules-badge-boss-swap = Boss swap
rules-badge-counts-as = Counts as
rules-note-kobra-swarm = Brought free by a Void Priest.
rules-note-boss-swap = { $card }: before the game, choose another model to be the Boss.
rules-sewer-swarm = { $count ->
    [one] Places 1 Sewer Swarm after deployment; it is not recruited.
   *[other] Places { $count } Sewer Swarms after deployment; they are not recruited.
}
rules-shapeshifting = Keeps the other Beast Boy forms aside, unrecruited and unpaid.
rules-note-speedster = Bring the Speedforce deck to the game.
rules-note-counts-as = Counts as { $models } ({ $rank }) for character cards.
rules-note-smuggler = { $item } costs { $cost } instead of { $price }.
rules-note-lieutenant = Costs no $ with { $with } in the crew ({ $card }; { $saved } saved).
rules-note-dollotrons-no-rep = Brought by { $by } ({ $card }), at no Rep.
rules-note-dollotrons = Brought by { $by } ({ $card }).
rules-note-contractor = Contractor: as a Leader it is a Bane model.
rules-note-affinity = Affinity: it fills a Free Agent slot in this crew.
rules-note-three-jokers = The Jokers share one Leader slot.
rules-note-duo = With { $partner } ({ $card }), it uses no { $rank } slot.
rules-joined-absolute-power = A Cop Henchman let in by { $boss } ({ $card }).
rules-joined-vocational = Joins as if it were { $played }, for every building rule: every member is a Cop.
rules-joined-vocational-unplayed = Joins as if it were the crew's affiliation, for every building rule: every member is a Cop.
rules-joined-let-in = Let in by { $by } ({ $card }).
rules-joined-affinity = Joins through { $card } with { $through }.
rules-joined-capped = Let in by { $by } ({ $exception }), { $place } of { $cap }.
rules-joined-capped-counts-as = Let in by { $by } ({ $exception }), { $place } of { $cap }. It counts as { $affiliations } for every building rule, has 1 less Willpower and gains Self-Discipline.
rules-crew-badge-smuggler = Smuggler: half-price Magazines, Radios
rules-crew-badge-funding = +{ $amount } { $card }
rules-crew-badge-charismatic = +1 Free Agent (Charismatic)
rules-crew-badge-affiliation = { $played } rules
rules-crew-note-smuggler = { $carrier }'s Smuggler: Magazines and Radios cost the crew half their $.
rules-crew-note-funding = { $carrier }'s { $card }: { $amount } more Funding.
rules-crew-note-elite-boss = { $carrier }'s { $card }: any number of Elite ({ $kind }) models.
rules-crew-note-charismatic = { $carrier }'s Charismatic: one more Free Agent slot.
rules-crew-note-affiliation = { $played } crews: { $rules }.
rules-ruled-closed = only { $played } models join (no Unknown ones)
rules-ruled-keyword = only models with { $keyword } join
rules-ruled-only-played = every model is { $played } or Unknown
rules-ruled-played-objectives = crew objective cards are { $played } cards
rules-ruled-leader-boss = the Boss is a Leader
rules-ruled-no-rank-limits = no rank slot limits
rules-ruled-same-name = models may share a Name under different aliases
rules-ruled-rivals-exclusion = models with { $rival } as a rival never share the crew with { $rival } models
rules-reminder-i-will-break-you = { $alias }'s I Will Break You: choose one of its three options before the match.
rules-trait-copies = { $count ->
    [one] Up to 1 copy of this profile in a crew.
   *[other] Up to { $count } copies of this profile in a crew.
}
rules-trait-elite = One Elite ({ $kind }) model per crew, any number with their Elite Boss.
rules-trait-elite-boss = The crew may hold any number of Elite ({ $kind }) models.
rules-trait-charismatic = One more Free Agent slot for the crew (once per crew).
rules-trait-duo = With { $x } in the same rank, only one of them uses a slot.
rules-trait-speedster = One Speedster per crew; it brings the Speedforce deck.
rules-trait-affinity = May join any crew that holds { $x }, and may count as a Free Agent there.
rules-trait-aversion = Never in the same crew as any { $x }.
rules-trait-required-unnamed = Only in a crew that holds the model its card names.
rules-trait-required = Only in a crew that holds { $x }.
rules-trait-barred-from = Never in a { $affiliation } crew.
rules-trait-boss-must-be = Only when Batman (Modern Age) leads the crew as its Boss.
rules-trait-teen-titans-founder = In a crew of Teen Titans only, The Sidekick does not apply.
rules-trait-mercenary = In a { $affiliation } crew, only with a model named { $name }.
rules-trait-incorruptible = Only under a Boss of its own affiliation; no card lets it in otherwise.
rules-trait-vocational = Joins any crew in which every model is a Cop.
rules-trait-crew-only = Its crew hires { $affiliation } models only (no Unknown ones).
rules-trait-amazon-lineage = As Boss, its crew recruits Amazons only.
rules-trait-possessed = As Boss, up to 3 Henchmen of any affiliation join (no Bot or Cybernetic); they lose 1 Willpower and gain Self-Discipline.
rules-trait-corrupt = Up to 3 Cop Henchmen of any affiliation join (once per crew).
rules-trait-absolute-power = As Boss, Cop Henchmen of any affiliation join.
rules-trait-criminal-bonds = Up to 3 { $affiliation } Henchmen with Criminal join (once per crew).
rules-trait-batman-lives = William Cobb may join from any affiliation; then every Free Agent must be { $free_agents }.
rules-trait-unrecruitable = Cannot be recruited: another card brings it into play.
rules-trait-kobra-swarm = Not recruited: each Void Priest brings one, free.
rules-trait-treacherous = Can never be the crew's Boss.
rules-trait-contractor = May fill the Leader rank; as a Leader it is a { $affiliation } model.
rules-trait-shadows-agent = As Boss, hands the role to another model before the game.
rules-trait-lieutenant = Costs no $ while { $x } is in the crew.
rules-trait-funding-bonus = The crew gets { $amount } more Funding.
rules-trait-funding-bonus-boss = As Boss, the crew gets { $amount } more Funding.
rules-trait-smuggler = Magazines and Radios cost the crew half their $.
rules-trait-dollotrons = Brings Dollotrons 1 to 3 with it, at no Rep.
rules-trait-three-jokers = The three Jokers join together and share the Leader slot.
rules-trait-no-equipment = Cannot buy equipment.
rules-trait-one-equipment = Buys one equipment item at most.
rules-trait-iceberg-lounge = As Boss, one more item of the Iceberg Lounge list.
rules-trait-upgrades = Lets the crew buy Lucius's Inventions.
rules-trait-vampire-queen = Lets the crew buy The Turning.
rules-trait-a-lot-colder = The deck cannot hold Searching for Nora.
rules-trait-counts-as-nobody = No effect on the deck: the profile it stands in for ({ $rank }) never joins this model's crews.
rules-trait-counts-as = Counts as the profile it brings into play ({ $rank }) for character cards.
rules-trait-underworld-king = Up to 4 general cards may be kept face up beside the deck.
rules-trait-law-interpretation = An Interpretation deck of up to 3 legal cards at game start.
rules-trait-veteran = Counts as having a trait an objective asks for, to complete it.
rules-trait-i-will-break-you = Pick one of three upgrades when recruited.
rules-deck-unknown-card = '{ $id }' is not in the objective card catalog.
rules-deck-copies = { $card } { $copies ->
    [one] is a single card
   *[other] comes in { $copies } copies
}: the deck holds it { $held ->
    [one] 1 time
   *[other] { $held } times
}.
rules-deck-same-name = The deck holds { $count } different cards named { $name }; a deck holds one card of a name.
rules-deck-size = The deck holds { $size ->
    [one] 1 card
   *[other] { $size } cards
}; it needs exactly { $required } (character cards aside).
rules-deck-general = The deck holds { $general ->
    [one] 1 general card
   *[other] { $general } general cards
} and { $crew ->
    [one] 1 crew card
   *[other] { $crew } crew cards
}: no more general cards than crew cards.
rules-deck-singles = { $singles ->
    [one] 1 of the { $size } cards is a single card
   *[other] { $singles } of the { $size } cards are single cards
}: at most half ({ $half }) may be.
rules-deck-versions = { $count ->
    [one] { $names } or 1 other version
   *[other] { $names } or { $count } other versions
}
rules-deck-character-card = { $card } is for { $who } as { $ranks }: no crew member is that model in that rank.
rules-deck-not-played = { $card } is a card for { $affiliations }; a { $played } crew takes { $played } cards only.
rules-deck-affiliation = { $card } is a card for { $affiliations }; the Boss, { $boss }, is { $boss_affiliations }.
rules-deck-needs-rank = { $card } needs a { $ranks } in the crew.
rules-deck-needs-trait = { $card } needs a model with { $traits } in the crew.
rules-deck-prevented = { $card } cannot be taken by a crew with { $trait_name } ({ $alias }).
rules-fill-too-many = The deck already holds { $size } cards; the ruleset asks for { $required }. Remove some first.
rules-fill-no-selection = No legal selection of the cards this crew may take completes the deck; change the cards already in it.
rules-card-kind-general = General
rules-card-kind-crew = Crew
rules-card-kind-character = Character
rules-joining-crew-only = { $boss }'s { $card }: the crew hires { $only } models only, and { $alias } [{ $affiliations }] is not one.
rules-joining-closed = The crew plays { $played }, a closed affiliation: { $alias } [{ $affiliations }] is not { $played }.
rules-joining-keyword = The crew plays { $played }: only models with { $keyword } join, and { $alias } has none.
rules-joining-played = The crew plays { $played }: { $alias } [{ $affiliations }] must be { $played } or Unknown.
rules-joining-cult = { $boss } leads a crew of { $leads }s: { $alias }, a { $refuses }, cannot join it.
rules-joining-no-shared = { $alias } [{ $affiliations }] shares no affiliation with the Boss, { $boss } [{ $boss_affiliations }].
rules-joining-taken = { $alias } could join through { $by }'s { $exception }, but it lets in { $cap } models and they are taken ({ $holders }).
rules-joining-only-with = { $alias }'s { $card }: only in a crew with { $needed }.
rules-joining-only-with-uncarded = { $alias } can only join a crew with { $needed }.
rules-joining-barred-from = { $alias }'s { $card }: never in a { $affiliation } crew.
rules-joining-boss-must-be = { $alias }'s { $card }: only when { $bosses } leads the crew as its Boss.
rules-joining-mercenary = { $alias }'s { $card }: in a { $affiliation } crew, only with a model named { $name }.
rules-joining-incorruptible = { $alias }'s { $card }: only under a Boss of its own affiliation ({ $own }); { $boss } is { $boss_affiliations }.
rules-joining-unrecruitable = { $alias }'s { $card }: never recruited; another card brings it into play.
rules-joining-amazons-only = { $boss }'s { $card }: as Boss, it recruits Amazons only, and { $alias } is not one.
rules-joining-free-agents-must-be = { $carrier }'s { $card }: with William Cobb in the crew, every Free Agent must be { $affiliation }, and { $alias } is not.
rules-joining-rivals = { $count ->
    [one] { $alias } has { $named } as a rival and will not share a crew with { $named } models: { $others }.
   *[other] { $alias } has { $named } as rivals and will not share a crew with their models: { $others }.
}
rules-joining-never-with = { $alias }'s { $card }: never in a crew with { $other }.
rules-joining-never-with-uncarded = { $alias } cannot join a crew with { $other }.
rules-joining-eternal = { $alias } is an Eternal (legacy) profile: allow Eternal profiles for this crew, or pick a current profile.
rules-equipment-unknown = '{ $id }' on { $carrier } is not in the equipment catalog.
rules-equipment-twice = { $carrier } carries { $item } twice.
rules-equipment-affiliation = { $item } is { $affiliation } equipment, and the Boss, { $boss }, is not { $affiliation }.
rules-equipment-carrier = { $alias } ({ $rank }) cannot carry { $item }: it is for { $who }.
rules-equipment-carrier-henchmen = { $alias } ({ $rank }) cannot carry { $item }: it is for Henchmen.
rules-equipment-the-trait = the trait { $traits }
rules-equipment-a-weapon-with = a weapon with { $traits }
rules-equipment-needs-trait = { $alias } cannot carry { $item }: it needs { $needs }.
rules-equipment-forbidden = { $alias } cannot carry { $item }: models with { $trait_name } may not take it.
rules-equipment-none = { $alias }'s { $card }: it buys no equipment, and it carries { $items }.
rules-equipment-one = { $alias }'s { $card }: it buys one item at most, and it carries { $items }.
rules-equipment-cap = The crew bought { $item } { $bought ->
    [one] once
   *[other] { $bought } times
}; it may buy it { $cap ->
    [one] once
   *[other] { $cap } times
}.
rules-equipment-cap-across = The crew bought { $item } { $bought ->
    [one] once
   *[other] { $bought } times
}; it may buy it { $cap ->
    [one] once
   *[other] { $cap } times
}, counted across the { $lists } lists.
rules-equipment-needs = { $item } needs: { $need }.
rules-equipment-list = The crew bought { $bought } items of the { $list } list ({ $items }); it may buy 1.
rules-equipment-list-extra = The crew bought { $bought } items of the { $list } list ({ $items }); it may buy 2, with { $boss }'s { $card }.
rules-added-missing-jokers = { $alias }'s { $card }: { $brought } share the trait and join together; add { $missing }.
rules-added-missing-dollotrons = { $alias }'s { $card }: { $brought } join with it; add { $missing }.
rules-added-swarms = Each Void Priest brings a { $swarm }: the crew has { $priests ->
    [one] 1 Void Priest
   *[other] { $priests } Void Priests
} and { $swarms ->
    [one] 1 { $swarm }
   *[other] { $swarms } { $swarm }s
}; add { $add }.
rules-added-lone-swarm = { $alias }'s Kobra Swarm: never recruited; each comes with a Void Priest, and this one has none.
rules-added-choice-not-offered = { $alias } records a choice for '{ $key }', which its card does not offer.
rules-added-unknown-option = '{ $option }' is no option of { $alias }'s I Will Break You: choose one of its three.
# end of rules

## Crew, table and result codes (code-*)

code-kind-ruleset = ruleset
code-kind-affiliation = affiliation
code-kind-model = model
code-kind-equipment = equipment item
code-kind-card = objective card
code-kind-choice = recruit-time choice
code-kind-option = recruit-time option
code-unnumbered = the crew holds { $kind } '{ $id }', which is not in the catalog in use: a crew code cannot name it
code-too-many-cards = the objective deck holds { $count } cards, more than a crew code carries ({ $max })
code-crew-empty = no crew code given
code-crew-not-a-code = this is not a Gotham Companion crew code (those start with GC)
code-crew-bad-character = this crew code is damaged: { $character } (character { $position }) is not part of a crew code
code-crew-damaged = this crew code is damaged: a character is wrong, missing or extra; copy it again
code-crew-newer = this crew code was made by a newer Gotham Companion (code version { $version }; this one reads up to version { $max }); update the app to open it
code-unknown-number = this crew code was made by a newer Gotham Companion: it names { $kind } number { $number }, which this one does not know; update the app to open it
code-numbers = the crew code numbers cannot be read: { $why }
code-empty = no code given
code-not-a-table-code = this is not a Gotham Companion table code (those start with { $prefix })
code-not-a-result-code = this is not a Gotham Companion result code (those start with { $prefix })
code-bad-character = the code is damaged: { $character } (character { $position }) is not part of a code
code-damaged = the code is damaged: a character is wrong, missing or extra; copy it again
code-newer = the code was made by a newer Gotham Companion (version { $version }); update the app to read it
# end of code

## The collection (collection-*)

collection-size = { $miniatures ->
    [one] 1 miniature
   *[other] { $miniatures_text } miniatures
} of { $profiles ->
    [one] 1 profile
   *[other] { $profiles_text } profiles
}
collection-crew-owned-already = Your collection already fields { $crew }.
collection-crew-owned = Added the { $added ->
    [one] 1 miniature
   *[other] { $added } miniatures
} { $crew } lacked to your collection.
collection-marked = Marked { $marked ->
    [one] 1 profile
   *[other] { $marked } profiles
} as owned (one miniature each); { $kept } already owned kept { $kept ->
    [one] its count
   *[other] their counts
}.
collection-entry-no-id = an entry has no profile id
collection-entry-too-many = { $id } is owned { $owned } times; the most is { $max }
collection-entry-twice = { $id } is listed twice
collection-short = { $count } { $alias } short
collection-short-summary = { $missing ->
    [one] 1 miniature short
   *[other] { $missing } miniatures short
}: { $names } and { $count ->
    [one] 1 more profile
   *[other] { $count } more profiles
}
collection-fieldable = Fieldable from your collection
collection-not-fieldable = Not fieldable from your collection: { $short }
collection-stand-ins = { $count ->
    [one] { $own } +1 stand-in
   *[other] { $own } +{ $count } stand-ins
}
collection-line-not-csv = not CSV ({ $error })
collection-line-fields = { $count ->
    [one] 1 field where id,alias,owned needs 3
   *[other] { $count } fields where id,alias,owned needs 3
}
collection-line-no-id = no profile id
collection-line-owned = owned must be a whole number from 0 to { $max }, not { $given }
collection-line-unknown = no profile { $id } in the catalog { $catalog } (nor kept in the collection)
collection-line-twice = { $id } is listed a second time (first on line { $first })
collection-line = line { $line }: { $why }
collection-in-use-none = Models in use: none. Switch a crew's “In use” on to add up what it needs.
collection-in-use-unrecorded = Models in use: { $crews ->
    [one] 1 crew
   *[other] { $crews } crews
} · { $miniatures ->
    [one] 1 miniature
   *[other] { $miniatures_text } miniatures
} · no collection recorded: set what you own in the builder's catalog
collection-in-use-fielded = Models in use: { $crews ->
    [one] 1 crew
   *[other] { $crews } crews
} · { $miniatures ->
    [one] 1 miniature
   *[other] { $miniatures_text } miniatures
} · your collection fields them all at once
collection-in-use-short = Models in use: { $crews ->
    [one] 1 crew
   *[other] { $crews } crews
} · { $miniatures ->
    [one] 1 miniature
   *[other] { $miniatures_text } miniatures
} · { $short ->
    [one] 1 miniature
   *[other] { $short_text } miniatures
} short to field them all at once
# end of collection

## Dice odds input checks (odds-*)

odds-input-defense = Defense
odds-input-injury-per-hit = Injury per hit
odds-input-stun-per-hit = Stun per hit
odds-input-target-stun = the target's Stun
odds-input-target-injury = the target's Injury
odds-input-willpower = Willpower
odds-input-endurance = Endurance
odds-input-attacks = Attacks
odds-input-strength = Strength
odds-input-attacker-effort = the attacker's Effort
odds-input-defender-effort = the defender's Effort
odds-input-outnumbered = Outnumbered
odds-input-rate-of-fire = Rate of fire
odds-input-dodge = Dodge
odds-input-dice = Dice
odds-input-skill = Skill
odds-out-of-range = { $input } must be { $min } to { $max } (got { $value })
odds-casualty = a target with { $injury } Injury and Endurance { $endurance } is already a Casualty
odds-ko-effort = a KO target cannot make Effort
odds-effort-limit = with { $injury } Injury the defender's Effort Limit is { $limit }
odds-effort-stun = the defender cannot make { $effort } Effort: with { $stun } Stun it would reach its Willpower { $willpower }
# end of odds

## The match tracker (tracker-*)

# Phases, the lead and what to do now (words/tracker)
tracker-phase-deployment = Deployment
tracker-phase-take-the-lead = Take the Lead
tracker-phase-raise-the-plan = Raise the Plan
tracker-phase-execute-the-plan = Execute the Plan
tracker-phase-recount = Recount, step { $number }: { $step }
tracker-phase-finished = Game over
tracker-recount-traits = start-of-Recount traits
tracker-recount-spent-resources = discard spent Resources
tracker-recount-score-objectives = score end-of-round Objectives
tracker-recount-status-rolls = status effect rolls
tracker-recount-recovery = recovery
tracker-recount-end-of-round = end of the round
tracker-lead-won = { $winner } wins the lead ({ $a } to { $b }).
tracker-lead-tie-to-last-loser = A tie at { $total } goes to { $winner }, who lost the roll for the lead last round.
tracker-lead-reroll = A tie at { $total }, and no earlier roll for the lead to break it: both roll again.
tracker-verdict-winner = { $player } wins.
tracker-verdict-draw = A draw.
tracker-now-deployment = Each player may redraw any of their first four cards once; then start round 1.
tracker-now-roll-for-lead = Both players roll a die for the lead (unused Pass markers add 1 each).
tracker-now-lead-won = { $winner } won the roll, { $a } to { $b }: choose who has the Initiative.
tracker-now-lead-tie = { $lead } { $winner } chooses who has the Initiative.
tracker-now-lead-reroll = { $lead } (Unused Pass markers add 1 each.)
tracker-now-raise-the-plan = Place up to { $markers } Audacity markers each on models able to activate, then start the activations.
tracker-now-activate = { $player } activates a model (or passes).
tracker-now-all-activated = Every model has activated: go to the Recount.
tracker-now-recount-traits = Use the traits that act at the start of the Recount, Initiative first.
tracker-now-recount-spent-resources = Spent Resource cards go to the bottom of their decks.
tracker-now-recount-score-objectives = Score the Objectives checked at the end of the round.
tracker-now-recount-status-rolls = Roll for status effects such as Poison.
tracker-now-recount-all-recovered = Every model has recovered what it can.
tracker-now-recount-recovery = Roll Endurance to recover from KO: { $models }.
tracker-now-recount-end-of-round = Each player may discard one card; then the decks are shuffled and hands refilled.
tracker-result-winner = { $winner } wins, { $winner_vp } VP to { $loser_vp } VP
tracker-result-draw = A draw: { $first } { $first_vp } VP, { $second } { $second_vp } VP
tracker-result-unfinished = Left unfinished in round { $round } ({ $phase }): { $first } { $first_vp } VP, { $second } { $second_vp } VP
# Refusals (words/tracker/refusals)
tracker-refusal-unknown-member = { $player }'s crew holds '{ $model }', which is not in the catalog
tracker-refusal-players = a match needs two players
tracker-refusal-wrong-phase = { $doing } belongs to { $belongs }, and this is { $now }
tracker-refusal-game-over = the game is over
tracker-refusal-no-model = { $player } has no model number { $number }
tracker-refusal-not-in-pile = '{ $card }' is not in { $pile }
tracker-refusal-redrew-already = { $player } has redrawn once already
tracker-refusal-die-face = a die shows 1 to 6, not { $roll }
tracker-refusal-lead-decided = the lead is decided already
tracker-refusal-rolled-already = { $player } has rolled already
tracker-refusal-lead-undecided = both players must roll for the lead first
tracker-refusal-audacity-when-out = { $model } cannot activate, so it takes no Audacity marker
tracker-refusal-audacity-already = { $model } has an Audacity marker already
tracker-refusal-audacity-used-up = each player has { $markers } Audacity markers
tracker-refusal-no-audacity = { $model } has no Audacity marker
tracker-refusal-turn-to-activate = it is { $player }'s turn to activate
tracker-refusal-cannot-activate = { $model } cannot activate now
tracker-refusal-turn-of = it is { $player }'s turn
tracker-refusal-no-pass-marker = { $player } has no Pass marker
tracker-refusal-none-to-pass-to = { $player } has no model left to activate
tracker-refusal-effort = { $model } may make at most { $available } Effort now (Effort Limit { $limit }, { $stun } Stun of Willpower { $willpower })
tracker-refusal-cannot-knock-down = { $model } cannot be Knocked Down now
tracker-refusal-no-ammunition = that weapon of { $model } uses no ammunition
tracker-refusal-no-magazine-left = { $model } has no magazine left for that weapon
tracker-refusal-magazines = a weapon holds 0 to { $max } magazines; { $model } would have { $would }
tracker-refusal-out-of-ammunition = { $model } is out of ammunition for that weapon
tracker-refusal-casualty = { $model } has been removed as a Casualty
tracker-refusal-no-attacker = no such attacker
tracker-refusal-no-target = no such target
tracker-refusal-not-in-catalog = '{ $model }' is not in the catalog
tracker-refusal-hits = an attack lands 0 to { $max } hits, not { $hits }
tracker-refusal-resources-short = { $count ->
    [one] { $player } has only { $has } Resource point
   *[other] { $player } has only { $has } Resource points
}
tracker-refusal-resources = a player holds 0 to { $max } Resource points; { $player } would have { $would }
tracker-refusal-cost = { $count ->
    [one] { $card } costs { $cost } Resource point; { $player } has { $has }
   *[other] { $card } costs { $cost } Resource points; { $player } has { $has }
}
tracker-refusal-one-discard = { $player } may discard one card at the end of the round
tracker-refusal-unknown-card = '{ $card }' is not in the card catalog
tracker-refusal-objective-victory-points = Objectives score 0 to { $max } VP in a match; { $victory_points } for { $card } would pass that
tracker-refusal-victory-points-by-hand = VP by hand add up to -{ $max } to { $max }; { $delta } would make { $would } for { $player }
tracker-refusal-awaiting-recovery = roll recovery first for { $models }
tracker-refusal-end-with-shuffle = end the round with its shuffle (RoundEnded)
tracker-refusal-does-not-advance = { $phase } does not end this way
tracker-refusal-no-recovery-roll = { $model } has no recovery roll to make
tracker-refusal-recovery-dice = a recovery roll is { $dice } dice, each 1 to 6
tracker-refusal-dice-disagree = those dice do not give that result
tracker-refusal-time-called-already = time is called already
tracker-refusal-deck-changed = the shuffled deck of { $player } is not the deck it holds
tracker-refusal-unreplayable = event { $event } cannot be replayed: { $refusal }
tracker-refusal-lost-start = the match has lost its starting point
tracker-doing-redrawing-hand = Redrawing the first hand
tracker-doing-starting-game = Starting the game
tracker-doing-rolling-for-lead = Rolling for the lead
tracker-doing-choosing-initiative = Choosing the Initiative
tracker-doing-placing-audacity = Placing Audacity markers
tracker-doing-starting-activations = Starting the activations
tracker-doing-activating = Activating a model
tracker-doing-passing = Passing
tracker-doing-recovery-roll = A recovery roll
tracker-doing-ending-round = Ending the round
tracker-pile-redrawn-hand = the hand
tracker-pile-hand = { $player }'s hand
tracker-pile-play = play
tracker-pile-hand-or-play = { $player }'s hand or in play
# The log (words/tracker/log)
tracker-log-began = The match begins: { $first } ({ $first_crew }) against { $second } ({ $second_crew }).
tracker-log-hand-redrawn = { $count ->
    [one] { $player } puts back 1 card and draws as many.
   *[other] { $player } puts back { $count } cards and draws as many.
}
tracker-log-round-begins = Round { $round } begins: Take the Lead.
tracker-log-lead-rolled = { $player } rolls { $roll } for the lead.
tracker-log-lead-rolled-bonus = { $player } rolls { $roll } for the lead (+{ $bonus } for unused Passes).
tracker-log-then = { $first } { $then }
tracker-log-initiative-given = { $by } gives the Initiative to { $to }. Raise the Plan.
tracker-log-initiative-kept = { $by } keeps the Initiative. Raise the Plan.
tracker-log-audacity-placed = Audacity marker on { $model }.
tracker-log-audacity-removed = Audacity marker taken off { $model }.
tracker-log-execute-the-plan = Execute the Plan.
tracker-log-execute-the-plan-with-passes = { $count ->
    [one] Execute the Plan. { $player } has 1 Pass marker: { $models } models to { $against }.
   *[other] Execute the Plan. { $player } has { $count } Pass markers: { $models } models to { $against }.
}
tracker-log-activated = { $model } activates.
tracker-log-passed = { $player } passes.
tracker-log-time-called = Time is called: the game ends after round { $round }, scored as it stands.
tracker-log-effort = { $model } makes { $markers } Effort ({ $stun } Stun).
tracker-log-knocked-down = { $model } is Knocked Down.
tracker-log-stands-up = { $model } stands up.
tracker-log-ammunition = { $count ->
    [one] { $model }: 1 magazine left.
   *[other] { $model }: { $count } magazines left.
}
tracker-log-attacked = { $count ->
    [one] { $attacker } attacks: 1 hit. { $damage }.
   *[other] { $attacker } attacks: { $count } hits. { $damage }.
}
tracker-log-resources = { $count ->
    [one] { $player }: 1 Resource point.
   *[other] { $player }: { $count } Resource points.
}
tracker-log-played-objective = { $player } plays { $card } as an Objective.
tracker-log-played-resource = { $player } spends { $cost } on { $card } as a Resource.
tracker-log-played-discard = { $player } discards { $card } to the bottom of the deck.
tracker-log-played-remove = { $player } removes { $card } from the game.
tracker-log-accomplished = { $player } accomplishes { $card } for { $victory_points } VP.
tracker-log-not-met = { $card } was not met: { $player } discards it.
tracker-log-victory-points-by-hand = { $player } { $delta } VP by hand ({ $total } VP).
tracker-log-recount = { $phase }.
tracker-log-recount-recovery = { $phase }. Models not KO lose one Stun.
tracker-log-recovery-roll = { $model } rolls { $faces } ({ $kept } against Endurance { $endurance }):
tracker-log-recovered = { $who } recovers: Knocked Down, { $stun } Stun.
tracker-log-stays-ko = { $who } stays KO.
tracker-log-game-ends = The game ends: { $why }. { $a } VP to { $b } VP. { $verdict }
tracker-log-marked = { $model }: { $stun } Stun, { $injury } Injury
tracker-log-and = { $first }; { $then }
tracker-log-became-casualty = is removed as a Casualty
tracker-log-became-knocked-out = is Knocked Out
tracker-log-became-recovered = recovers from KO (Knocked Down; no activation this round)
tracker-log-pass-to = { $player } takes a Pass marker
tracker-ending-out-of-models = a crew has no model left to activate
tracker-ending-time-called = time was called
tracker-ending-last-round = round 4 is over
# The phase bar (screen/tracker/board/phase)
tracker-initiative-undecided = to be decided
tracker-before-round-one = Before round 1
tracker-round-last = Round { $round }: the last (time called)
tracker-round-of = Round { $round } of { $rounds }
tracker-stands-narrow = { $round } · { $phase } · Initiative: { $initiative }
tracker-initiative = Initiative: { $initiative }
tracker-abandon-ask = Abandon this match? It is kept in the archive.
tracker-abandon-confirm = Archive and abandon
tracker-keep-playing = Keep playing
tracker-not-allowed = Not allowed: { $refused }.
tracker-log = Log
tracker-time-called = Time called
tracker-abandon = Abandon match
tracker-undo = Undo
tracker-redo = Redo
tracker-start-activations = Start the activations
tracker-end-game = End the game
tracker-shuffle-and-start = Shuffle and start round { $round }
tracker-next-step = Next step
tracker-export-to = Export to
tracker-choose-file = Choose file…
tracker-export = Export
tracker-report-to = Report to (.html)
tracker-export-report = Export report
tracker-new-match = New match
tracker-initiative-to = Initiative to { $player }
tracker-rolled = { $player } rolled { $roll }
tracker-roll-for = Roll for { $player }
tracker-pass-left = Pass ({ $count } left)
tracker-to-recount = { $count ->
    [0] To the Recount
   *[other] To the Recount ({ $count } not activated)
}
tracker-last-entry = Last: { $entry }
tracker-redraw-and-start = { $count ->
    [0] Start round 1
    [one] Redraw 1 picked card and start round 1
   *[other] Redraw { $count } picked cards and start round 1
}
# The board (screen/tracker/board/mod)
tracker-vp = { $vp } VP
tracker-on-turn = · on turn
tracker-vp-label = VP
tracker-resources-label = Resources
tracker-fact-passes = Passes { $passes }
tracker-fact-lead = Lead { $total }
tracker-fact-lead-bonus = +{ $bonus } on the lead roll
tracker-fact-audacity = Audacity { $placed }/4
tracker-fact-deck = Deck { $cards }
tracker-fact-accomplished = { $count } accomplished
tracker-redraw = { $count ->
    [one] Redraw 1 card
   *[other] Redraw { $count } cards
}
tracker-stun = Stun
tracker-injury = Injury
tracker-draw = A draw
tracker-newest-first = Newest first
# A model's line (screen/tracker/board/model)
tracker-recovers = recovers
tracker-stays-ko = stays KO
tracker-roll-odds = Roll ({ $odds })
tracker-recovered = Recovered
tracker-stays-ko-button = Stays KO
tracker-remove-audacity = Remove Audacity
tracker-audacity = Audacity
tracker-activate = Activate
tracker-attack = Attack
tracker-casualty = Casualty
tracker-ko = KO
tracker-effort-one = Effort +1 ({ $left } left)
tracker-stand-up = Stand up
tracker-knock-down = Knock down
tracker-status-down = Down
tracker-audacity-used = Audacity used
tracker-status-ammo = Ammo { $ammo }
tracker-weapon = Weapon
tracker-ammo-left = { $weapon }: { $left } ammo
# The hand (screen/tracker/board/hand)
tracker-card-facts = { $vp } VP · { $kind }
tracker-keep = Keep
tracker-put-back = Put back
tracker-discard = Discard
tracker-pay = Pay
tracker-cancel = Cancel
tracker-objective = Objective
tracker-score-now = Score now
tracker-resource = Resource…
tracker-scored = Scored
tracker-not-met = Not met
tracker-in-play = In play
# The Match tab's files (screen/tracker/mod)
tracker-type-export-path = Type where to export the match.
tracker-export-title = Export the match
tracker-report-title = Write the match report
tracker-type-report-path = Type where to write the report.
tracker-no-report = no report: { $why }
# The new match form (screen/tracker/setup)
tracker-player = Player { $number }
tracker-as-last-played = { $crew } (as last played)
tracker-pick-crews = Pick a crew for each player.
tracker-name = Name
tracker-pick-saved-crew = Pick a saved crew
tracker-crew-summary = { $models ->
    [one] 1 model
   *[other] { $models } models
} · { $used }/{ $limit } Rep · { $cards ->
    [one] 1 objective card
   *[other] { $cards } objective cards
}
tracker-crew-breaks = { $count ->
    [one] This crew breaks 1 rule; the match can still be tracked.
   *[other] This crew breaks { $count } rules; the match can still be tracked.
}
tracker-setup-intro = Pick each player's crew. Their objective decks are shuffled and the first hands drawn.
tracker-recovery-dice = Dice for a KO recovery roll (two are kept)
tracker-no-saved-crews = No saved crews yet: build two crews first (or add the example crews).
tracker-start-match = Start the match
# The attack helper (screen/tracker/attack)
tracker-apply-damage = { $count ->
    [one] Apply 1 hit: { $stun } Stun, { $injury } Injury
   *[other] Apply { $count } hits: { $stun } Stun, { $injury } Injury
}
tracker-apply = Apply
tracker-attacks = { $model } attacks
tracker-roll-dice = Roll the dice
tracker-hits-label = Hits
tracker-unarmed = Unarmed (1 stun)
tracker-target = { $model } ({ $stun }/{ $willpower } Stun, { $injury }/{ $endurance } Injury{ $state ->
    [ko] , KO
   *[up] {""}
})
tracker-target-placeholder = Target
tracker-strength-die-switch = Strength die (off: Bat-Armor and the like)
tracker-outnumbered = Enemies in contact after the first
tracker-attacker-effort = Attacker Effort
tracker-target-effort = Target Effort
tracker-moved-first = Moved first (2 dice fewer)
tracker-out-of-range = Out of effective range (1 fewer)
tracker-in-cover = Target in cover (1 fewer)
tracker-dodges = Dice the target dodges
tracker-cannot-play = These values cannot be played: { $error }
tracker-odds-attack-dice = { $dice ->
    [one] 1 attack die on { $on }+
   *[other] { $dice } attack dice on { $on }+
}
tracker-odds-defense-dice = { $dice ->
    [one] 1 defense die on { $on }+
   *[other] { $dice } defense dice on { $on }+
}
tracker-odds-strength-die = Strength die on { $on }+
tracker-odds-line = { $dice } · expected { $hits } hits
tracker-odds-hit = Hit at least once
tracker-odds-ko = Target KO
tracker-roll-here = Roll here, or roll on the table and set the hits.
tracker-critical = Critical: a natural 6 on the Strength die.
# The result code (screen/tracker/result_code)
tracker-slip-a = A on the slip is { $player }
tracker-tournament = Tournament:
tracker-table-code = Table code from the match slip (GT…)
tracker-code-says = It says A: { $a } { $a_vp } – B: { $b } { $b_vp }. Check it against the slip.
tracker-result-code = Result code: { $code }
tracker-copy = Copy
tracker-not-table-code = Not a table code: { $why }
# The archive of past matches (screen/tracker/archive)
tracker-not-opened = Not opened: { $error }
tracker-reports-where = Where to write reports (an .html file)
tracker-reports-go-to = Reports go to
tracker-past-matches = Past matches
tracker-refresh = Refresh
tracker-archive-unreadable = The match archive cannot be read: { $error }
tracker-reading-archive = Reading the archive…
tracker-no-past-match = No past match yet: a match is kept here when it ends or is abandoned.
tracker-date-unknown-lower = date unknown
tracker-date-unknown = Date unknown
tracker-against = { $first } against { $second }
tracker-archived = Archived { $when } · { $path } · read-only
tracker-round-score = Round { $round }: { $first }–{ $second }
tracker-round-score-left = Round { $round } (left): { $first }–{ $second }
tracker-vp-by-round = Victory Points by round: { $rounds }
tracker-against-crews = { $first } ({ $first_crew }) against { $second } ({ $second_crew })
tracker-archived-unreadable = This archived match cannot be read; the app leaves it untouched.
tracker-open = Open
tracker-side-score = { $player } — { $vp } VP
tracker-model = Model
tracker-dealt = Dealt
tracker-taken = Taken
tracker-in-round = round { $round }
tracker-objectives-scored = Objectives scored
tracker-none = None
tracker-objective-scored = { $card } — { $vp } VP (round { $round })
tracker-vp-by-hand = { $delta } VP by hand
tracker-markers-short = { $stun } S / { $injury } I
# end of tracker

## The four other games (games-*)

games-over = the game is over
games-move-unreplayable = move { $number } cannot be replayed: { $why }

# The heist game. Its money is counted in millions.
games-heist-role-snitch = Snitch
games-heist-role-brute = Brute
games-heist-role-driver = Driver
games-heist-role-crook = Crook
games-heist-role-mastermind = Mastermind
games-heist-role-snitches = Snitches
games-heist-role-brutes = Brutes
games-heist-role-drivers = Drivers
games-heist-role-crooks = Crooks
games-heist-role-masterminds = Masterminds
games-heist-millions = ${ $amount }M
games-heist-leader = { $player } holds the Leader card; everyone starts with { $money }.
games-heist-round = Round { $round }: { $loot } Loot, { $eliminated } eliminated, { $shared } shared.
games-heist-won = { $winners } the game.
games-heist-intimidated = { $player } spends an Intimidation card.
games-heist-negotiation = Negotiation
games-heist-named = The named { $roles }
games-heist-lone-snitch-title = The lone Snitch
games-heist-sharing = Sharing the Loot
games-heist-ante-put-down = { $player } cannot pay the { $ante } ante: the Reserve puts it down.
games-heist-deal = { $from } pays { $to } { $amount }.
games-heist-left = { $count ->
   *[other] { $players } left with the ante back.
}
games-heist-alone = { $who } is alone and { $ante }
games-heist-alone-names = , and names the { $roles }
games-heist-alone-intimidation = , and earns an Intimidation card
games-heist-eliminated = { $who } is eliminated and { $ante }.
games-heist-named-out = { $who } was named: eliminated, and { $ante }.
games-heist-nobody-named = Nobody stayed as a { $role }.
games-heist-lone-snitch = { $who } is left alone in play: loses { $lost } and is eliminated. Nobody shares the Loot.
games-heist-nobody-left = Nobody is left: the Loot stays in the bank.
games-heist-mastermind = { $player }'s Mastermind adds { $bonus }: { $total } to share.
games-heist-shares = { $count ->
    [one] 1 share
   *[other] { $count } shares
} of { $each }.
games-heist-shares-rest = { $count ->
    [one] 1 share
   *[other] { $count } shares
} of { $each }; { $rest } stays in the Reserve.
games-heist-driver = The Driver { $player } is paid { $paid }, { $fee } a share.
games-heist-crook = The Crook { $crook } steals { $stolen } from the Brute { $brute }.
games-heist-role-bonus = The card shows the { $role }: { $player } gets { $bonus } more from the Reserve.
games-heist-ante-back-reserve = the Reserve takes back the ante it put down
games-heist-ante-back = takes back the { $ante } ante
games-heist-ante-lost-reserve = the ante goes back to the Reserve
games-heist-ante-lost = loses the { $ante } ante to the Reserve
games-heist-players = the heist game is for { $min } to { $max } players
games-heist-no-player = no player number { $number }
games-heist-loot-amount = a Loot card holds { $min } to { $max }, not { $amount }
games-heist-ante = an ante is { $min } or { $max }, not { $ante }
games-heist-characters = { $player } plays { $count ->
    [one] 1 character
   *[other] { $count } characters
} a round, not { $entered }
games-heist-role-not-given = { $player } stayed: give the Role
games-heist-role-for-no-repeat = { $player }'s Role is needed for the rule against repeating a Role
games-heist-repeated = { $player } was the { $role } last round and cannot be again
games-heist-same-roles = { $player }'s two characters have different Roles
games-heist-no-intimidation = { $player } has no Intimidation card
games-heist-deal-players = a deal is between two players
games-heist-deal-unpaid = { $player } has { $in_hand } in hand: a deal of { $amount } cannot be paid
games-heist-balances = one balance per player
games-heist-snitch-names-none = the lone Snitch must name a Role to eliminate
games-heist-snitch-names-snitch = the Snitch cannot name the Snitches
games-heist-named-without-snitch = no Snitch stayed, so nobody names a Role: leave it out

# The Animated Series Dice Game.
games-players = the game is for { $min } to { $max } players
games-btas-joker = The Joker
games-btas-catwoman = Catwoman
games-btas-poison-ivy = Poison Ivy
games-btas-riddler = The Riddler
games-btas-gray = gray
games-btas-blue = blue
games-btas-yellow = yellow
games-btas-loot = Loot
games-btas-batman = Batman
games-btas-alarm = Alarm
games-btas-die = { $color } { $face }
games-btas-first = { $player } goes first.
games-btas-roll = { $player } rolls { $dice }.
games-btas-score = { $player } scores { $points } ({ $total } in all).
games-btas-bust = Batman busts { $player }.
games-btas-bust-kept = Batman busts { $player }, keeping { $kept } for the Joker's sets.
games-btas-last-round = { $player } reached { $target }: this is the last round.
games-btas-win = { $player } wins with { $loot } Loot.
games-btas-tie = A tie at { $loot }: { $players } play a tiebreaker round.
games-btas-six-faces = a { $color } die needs six faces
games-btas-cup-size = the cup holds at most 12 dice, 6 of a colour
games-btas-token-taken = { $villain } has one token only
games-btas-game-over = the game is over: { $winner } won
games-btas-busted = the turn is over: busted
games-btas-turn-over = the turn is over: three Batman symbols
games-btas-cup-dry = the cup is empty: the Alarms turn into Loot
games-btas-roll-size = roll the { $alarms ->
    [one] 1 Alarm
   *[other] { $alarms } Alarms
} on the table and { $draw ->
    [one] 1 die
   *[other] { $draw } dice
} from the cup
games-btas-return-not-riddler = only the Riddler's first roll may go back to the cup
games-btas-return-not-rolled = only dice of this roll may go back to the cup
games-btas-more-than-box = more { $color } dice than the { $in_box } in the box
games-btas-blue-loot = blue Loot
games-btas-aside-over-box = { $aside } set aside is 0 to { $total } (the dice in the box), not { $count }
games-btas-in-cup = in the cup
games-btas-as-alarms = as Alarms
games-btas-count-over-box = { $count ->
    [one] 1 { $color } die
   *[other] { $count } { $color } dice
} { $place }: the box holds { $most }
games-btas-aside-mismatch = { $out ->
    [one] 1 die is
   *[other] { $out } dice are
} out of the cup besides the Alarms, but { $loot } Loot and { $batman } Batman make { $sum }
games-btas-blue-loot-over = more blue Loot than blue dice set aside

# The Batman Who Laughs Rising.
games-rising-step-deploy = Place the team's Deployment token in a sector
games-rising-step-dark-dice = Roll and resolve the Dark Knights and Batman Who Laughs dice
games-rising-step-hero-dice = Roll and assign the hero dice
games-rising-step-resolve = Resolve the hero dice and end the turn
games-rising-purple = purple
games-rising-orange-brown = orange-brown
games-rising-die-left = L
games-rising-die-right = R
games-rising-die-stays = HA
# Rising's team leaders, as each language's comics name them.
games-rising-batman = Batman
games-rising-hawkgirl = Hawkgirl
games-rising-wonder-woman = Wonder Woman
games-rising-green-lantern = Green Lantern
games-rising-red-death = Red Death
games-rising-murder-machine = The Murder Machine
games-rising-dawnbreaker = The Dawnbreaker
games-rising-drowned = The Drowned
games-rising-merciless = The Merciless
games-rising-devastator = The Devastator
games-rising-left = Left
games-rising-right = Right
games-rising-stays = Stays
games-rising-with-crown = { $turn } + crown
games-rising-its-knight = its Dark Knight
games-rising-unnamed-knight = its Dark Knight (name it when the card is seen)
games-rising-began = The Batman Who Laughs faces sector { $sector }; the { $side } side of the track.
games-rising-knight-named = The Dark Knight of track section { $section } is { $knight }.
games-rising-deployed = { $team }'s team deploys to sector { $sector }.
games-rising-rolled = { $dark ->
    [one] 1 counter
   *[other] { $dark } counters
} on the track ({ $counters }/{ $total }); the Batman Who Laughs rolls { $face } and faces sector { $sector }.
games-rising-crown = The crown: the ability of track section { $section } activates.
games-rising-crown-idle = The crown, but no track ability is revealed yet.
games-rising-attacked = He attacks { $heroes }: 1 damage each.
games-rising-recruited = { $team }'s team recruits { $hero }.
games-rising-villain-damaged = { $team }'s team damages a villain.
games-rising-token-used = { $player } uses a bonus token.
games-rising-token-given = { $from } gives a bonus token to { $to }.
games-rising-counter-removed = A counter leaves the track ({ $counters }/{ $total }).
games-rising-moved = { $team }'s team moves to the Batman Who Laughs in sector { $sector }.
games-rising-bwl-damaged = { $team }'s team damages the Batman Who Laughs ({ $damage }/{ $capacity }).
games-rising-section-full = Track section { $section } is full: { $knight } goes on top of the deck and its ability is revealed.
games-rising-bwl-revealed = His space is full: the Batman Who Laughs's card is revealed in sector { $sector }.
games-rising-defeated = { $hero } is defeated.
games-rising-won-log = The Batman Who Laughs is defeated: the heroes win!
games-rising-won = The heroes win: the Batman Who Laughs is defeated!
games-rising-lost = The heroes lose: { $why }.
games-rising-track-full = the Dark Knights Track is full
games-rising-defeats = { $count ->
    [one] 1 hero is defeated
   *[other] { $count } heroes are defeated
}
games-rising-team-wiped = { $team }'s team has no hero left
games-rising-deploying = deploying
games-rising-rolling-black-dice = rolling the black dice
games-rising-resolving-hero-dice = resolving the hero dice
games-rising-recruiting = recruiting
games-rising-damaging-villain = damaging a villain
games-rising-moving = moving
games-rising-fighting = fighting
games-rising-ending-turn = ending the turn
games-rising-teams = { $players ->
    [one] 1 player plays
   *[other] { $players } players play
} { $teams ->
    [one] 1 team
   *[other] { $teams } teams
}
games-rising-leader-capacity = { $leader } takes { $min } to { $max } damage
games-rising-sector = there are three sectors
games-rising-no-knight-or-section = no such Dark Knight or track section
games-rising-section-on-track = the card of track section { $section } has not left the track yet
games-rising-knight-taken = { $knight } was named for track section { $section }
games-rising-later = { $action } comes later in the turn: now, { $now }
games-rising-dark-face = the Dark Knights die has no face adding { $dark }
games-rising-bwl-face = the Batman Who Laughs die has no { $face } face
games-rising-no-hero = no such hero
games-rising-hero-damage = { $hero } holds 0 to { $capacity } damage
games-rising-hero-unnamed = name the hero
games-rising-hero-capacity = a hero takes { $min } to { $max } damage
games-rising-no-player = no such player
games-rising-no-token-to-use = { $player } has no bonus token to use this turn
games-rising-token-to-self = a token goes to another player
games-rising-no-token-to-give = { $player } has no bonus token to give this turn
games-rising-track-empty = the track is empty
games-rising-bwl-hidden = the Batman Who Laughs is not revealed yet
games-rising-not-in-bwl-sector = the team must be in the Batman Who Laughs's sector
games-rising-bwl-full = he has all the damage he can take
games-rising-section-size = each section of the track holds 1 to 8 counters
games-rising-after-spaces = the track has 1 to 16 spaces after the Batman Who Laughs's
games-rising-dark-face-size = a Dark Knights die face adds 0 to 3 counters
games-rising-bwl-capacity = the Batman Who Laughs takes 1 to 15 damage

# Super Dice. The categories keep the names their cards print.
games-superdice-pair = Pair
games-superdice-low-run = Low Run
games-superdice-double-low-run = Double Low Run
games-superdice-two-pair = Two Pair
games-superdice-three-of-a-kind = Three of a Kind
games-superdice-high-run = High Run
games-superdice-four-of-a-kind = Four of a Kind
games-superdice-pool = { $count ->
    [one] 1 Ransom Coin
   *[other] { $count } Ransom Coins
} in the pool.
games-superdice-throw = { $player } throws { $dice } (Villain { $villain }).
games-superdice-ransom = The Villain die pays a Ransom Coin: { $left ->
    [one] 1 is left
   *[other] { $left } are left
}.
games-superdice-ransom-gone = Every Ransom Coin is paid: nobody wins.
games-superdice-card = { $player } turns a { $category } card for { $points } ({ $total } in all).
games-superdice-last-card = The last card is turned: { $winners } with { $score }.
games-superdice-players = Super Dice is for { $min } to { $max } players
games-superdice-thrown = the dice are thrown: score, re-throw or turn a card
games-superdice-not-thrown = throw first
games-superdice-can-score = a card can be scored: score it
games-superdice-no-rethrow-left = no re-throw left: turn a card over for nothing
games-superdice-not-all-dice = hold some dice and throw the others: { $dice } in all
games-superdice-held-too-many = at most { $dice } dice are held
games-superdice-not-on-table = no { $die } on the table to hold
games-superdice-bad-die = a die shows 1 to 6
games-superdice-not-made = the dice do not make a { $category } with a card left
games-superdice-no-card-left = no { $category } card is left

# The Games tab: the panel chooser and what every panel shares.
games-panel-btas = Animated Series Dice Game
games-panel-superdice = Super Dice
games-panel-heist = Heist bluffing game
games-panel-rising = The Batman Who Laughs Rising
games-saved-btas = dice game
games-saved-superdice = Super Dice game
games-saved-heist = heist game
games-saved-rising = Rising game
games-saved-unreadable = The saved { $what } could not be read ({ $error }); this read-only window leaves it as it is.
games-saved-set-aside = The saved { $what } could not be read and was set aside as { $path } ({ $error }).
games-player-n = Player { $number }
games-name = Name
games-start = Start
games-undo = Undo
games-new-game = New game
games-log = Log

# The heist game's panel.
games-heist-deal-different = a deal is between two different players
games-heist-heading = The heist bluffing game
games-heist-players-clockwise = Players (clockwise)
games-heist-leader-card = Leader card: player
games-heist-no-repeat = Optional rule: nobody picks the same Role two rounds in a row
games-heist-off = Off
games-heist-on = On
games-heist-three-players = Three players: each plays two characters a round.
games-heist-start-money = Everyone starts with { $money }; the rest of the money is the Reserve.
games-heist-over-after = Game over after round { $round }
games-heist-round-of = Round { $round } of { $rounds }
games-heist-leader-tag = Leader
games-heist-winner-tag = Winner
games-heist-not-roles = not { $roles }
games-heist-intimidate = Intimidate ({ $cards })
games-heist-reserve = Reserve: { $money }
games-heist-round-heading = Round { $round }
games-heist-resolve = Resolve the heist
games-heist-loot-card = The Loot card
# A "$" standing alone is written {"$"}, so that it is not read as an argument.
games-heist-loot-millions = Loot {"$"}M
games-heist-ante-millions = Ante {"$"}M
games-heist-who-stayed = Who stayed, and as what
games-heist-first-character = { $name } (1st)
games-heist-second-character = { $name } (2nd)
games-heist-no-symbol = None
games-heist-card-symbol = Card symbol
games-heist-snitch-names = Snitch names
games-heist-deals = Deals (money paid in the Negotiation)
games-heist-deal-entry = { $from } pays { $to } { $amount }
games-heist-who-pays = Who pays
games-heist-who-is-paid = Who is paid
games-heist-millions-label = {"$"}M
games-heist-add-deal = Add deal
games-winners = { $winners }!
games-heist-the-heist = The Heist
games-heist-enter-round = Enter the round as it was played; the Heist is resolved here step by step.
games-heist-report-heading = Round { $round }: { $loot } Loot, { $ante } ante
games-heist-money-this-round = Money this round
games-heist-secret = Secret
games-heist-stayed = Stayed
games-heist-left-button = Left

# The Animated Series Dice Game's panel.
games-players-label = Players
games-btas-die-alarm = Die { $number } (Alarm)
games-btas-die-n = Die { $number }
games-btas-put-back = Put back
games-btas-in-the-cup = { $color } in the cup
games-btas-none = none
games-btas-ivy-dodged = Poison Ivy dodged a blue one
games-btas-cup = Cup
games-btas-alarms = Alarms
games-btas-symbol = { $face } symbol
games-btas-round = Round { $round }
games-btas-last-round-status = last round: someone reached { $target }
games-btas-tiebreaker = tiebreaker
games-btas-random = Drawn at random
games-btas-no-token-left = no villain token left
games-btas-advice-over = The game is over.
games-btas-working = Working it out...
games-btas-set-every-face = set the face of every die
games-btas-player = Player
games-btas-villain-token = Villain token
games-btas-dice = Dice
games-btas-loot-faces = Loot faces
games-btas-batman-faces = Batman faces
games-btas-alarm-faces = Alarm faces: { $faces }
games-btas-heading = Batman: The Animated Series Dice Game
games-btas-goes-first = Goes first (the best Joker laugh)
games-btas-dice-setting = The dice (a setting: the box's faces are not printed in the rules)
games-btas-scores = Scores
games-btas-winner = Winner
games-btas-turn-of = { $player }'s turn ({ $villain })
games-btas-roll-four = Roll four dice
games-btas-roll-button = Roll
games-btas-stop = Stop and score { $points }
games-btas-bust-hint = Batman busts { $player }: the dice as they lay. Roll to play on.
games-btas-hint-dry = The cup is empty: stopping turns the Alarms into Loot.
games-btas-hint-riddler = Roll fills in his four dice: mark those he puts back in the cup, then enter the roll.
games-btas-hint-roll = Roll rolls in the app and enters the roll; a roll made on the table goes in below.
games-btas-dice-as-they-fell = The dice as they fell on the table
games-btas-enter-roll = Enter this roll
games-btas-advisor = Advisor
games-btas-busted-next = Busted by the next roll
games-btas-points-if-stop = Points if you stop now
games-btas-expected-roll-on = Expected if you roll on
games-btas-advice-dry = Stop: the cup is empty, the Alarms count as Loot.
games-btas-advice-stop = Stop now.
games-btas-advice-roll = Roll again.
games-btas-advice-exact = Exact: every draw from the cup and every face, with the villain's ability, playing the rest of the turn as well as possible.

# The Super Dice panel.
games-superdice-pool-for = { $coins } Ransom Coins in the pool for { $players } players.
games-superdice-coins-left = Ransom Coins left: { $coins }
games-superdice-cards-left = Cards left
games-superdice-score = Score { $points }
games-superdice-turn-for-0 = Turn for 0
games-superdice-points = Points
games-superdice-throw-headline = Throw the four dice and the Villain die.
games-superdice-throw-hint = Throw rolls them in the app; a throw made on the table goes in below.
games-superdice-turn-a-card = Turn a card: its button on the board shows the score.
games-superdice-divided = Scores ÷{ $divisor } after { $count ->
    [one] 1 re-throw
   *[other] { $count } re-throws
}.
games-superdice-no-card = No card can be scored with these dice.
games-superdice-hold-hint = Hold dice (click them) and throw the others again, scores ÷{ $divisor }; or turn a card for 0 on the board.
games-superdice-no-rethrow-hint = No re-throw left: turn a card over for nothing on the board.
games-superdice-turn-of = { $player }'s turn
games-superdice-throw-again = Throw again
games-superdice-throw-button = Throw
games-superdice-as-it-fell = The throw as it fell on the table
games-superdice-thrown-again = The dice thrown again, as they fell
games-superdice-enter-throw = Enter this throw
games-superdice-on-the-table-die = { $value } on the table
games-superdice-held = Held
games-superdice-villain-die = Villain { $value }
games-superdice-villain = Villain
games-superdice-on-the-table = On the table
games-superdice-die-held = Die { $number } (held)
games-superdice-chance = Chance on the re-throw (cards left only):

# The Batman Who Laughs Rising's panel.
games-rising-pick-both = pick the face of both dice
games-rising-own-leader = each team needs a leader of its own
games-rising-team-leader = Team leader
games-rising-leader-capacity-head = Leader's damage capacity
games-rising-damage = Damage
games-rising-section-n = Section { $number }
games-rising-his-space = His space
games-rising-spaces-after = Spaces after his
games-rising-face-n = Face { $number }
games-rising-at-random = At random
games-rising-sector-n = Sector { $number }
games-rising-players = Players (one plays two teams)
games-rising-track-heading = The Dark Knights Track ({ $side } side): counters each space holds
games-rising-set-to-box = The rules do not print the spaces or the dice faces: set them to match your box.
games-rising-dark-die-head = Dark Knights die: counters each face adds
games-rising-bwl-die-head = Batman Who Laughs die: where each face turns him
games-rising-bwl-capacity-label = Damage that defeats the Batman Who Laughs
games-rising-starts-facing = He starts facing
games-rising-revealed-in = Revealed in sector { $sector }: { $damage } / { $capacity } damage
games-rising-faces-sector = Faces sector { $sector }; his card is hidden until his space fills
games-rising-the-bwl = The Batman Who Laughs
games-rising-heroes-defeated = Heroes defeated: { $defeated } / { $most }
games-rising-turn-heading = Turn { $turn }: { $team }'s team ({ $player })
games-rising-hero-dice-assigned = Hero dice assigned
games-rising-villains-first = The villains he faces act first: play them on the table (hero damage is on the right).
games-rising-roll-both = Roll both
games-rising-enter-dice = Enter these dice
games-rising-dark-knights = Dark Knights
games-rising-his-die = His die
games-rising-rolled-faces = Rolled: +{ $dark } and { $face }
games-rising-hero-recruited = Hero recruited
games-rising-recruit = Recruit
games-rising-villain-damaged-button = Villain damaged (+1 bonus token)
games-rising-remove-counter = Remove a track counter
games-rising-move-to-him = Discard a die: move to him
games-rising-damage-bwl = Damage the Batman Who Laughs
games-rising-end-turn = End the turn
games-rising-box-deploy = Deploy the team
games-rising-box-dark-dice = Roll the black dice
games-rising-box-resolve = Resolve the hero dice
games-rising-which-knight = Section { $section } filled: which Dark Knight was on it?
games-rising-name-it = Name it
games-rising-knight-left = { $knight } left track section { $section } for the deck.
games-rising-no-knight-left = No Dark Knight has left the track yet.
games-rising-crown-due = The crown: resolve the ability of section { $section }.
games-rising-crown-due-knight = The crown: resolve the ability of section { $section } ({ $knight }'s).
games-rising-crown-in-force = A crown activates the ability of section { $section }.
games-rising-crown-in-force-knight = A crown activates the ability of section { $section } ({ $knight }'s).
games-rising-crown-nothing = A crown activates nothing yet: no ability is revealed.
games-rising-knight-in-force = { $knight }: in force
games-rising-ability-in-force = ability in force
games-rising-knight-to-deck = { $knight }: to the deck
games-rising-to-deck = to the deck
games-rising-dark-knight = Dark Knight
games-rising-revealed = revealed
games-rising-hidden = hidden
games-rising-to-the-end = To the end
games-rising-full-lost = full: lost
games-rising-track-counters = Dark Knights Track: { $counters } / { $total } counters
games-rising-teams-heading = Teams
games-rising-in-sector = sector { $number }
games-rising-not-deployed = not deployed
games-rising-team-line = { $team }'s team · { $player } · { $place }
games-rising-bonus-tokens = Bonus tokens
games-rising-use = Use
games-rising-tokens = { $player }: { $tokens }
games-rising-tokens-new = { $player }: { $tokens } ({ $new } new)
games-rising-defeated-heading = Defeated
# end of games

## The catalog change list (update-*)

update-new = new
update-removed = removed
update-new-id = now has the id { $id }
update-funding-from-to = { $old } → { $new }
update-from-to = { $what } { $old } → { $new }
update-dollars = ${ $amount }
update-reordered = reordered
update-gains = gains { $name }
update-gains-unchecked = gains { $name } (shown, not checked by this version)
update-loses = loses { $name }
update-eternal = now Eternal
update-eternal-no-longer = no longer Eternal
update-new-weapon = new weapon { $name }
update-loses-weapon = loses weapon { $name }
update-weapons-reordered = weapons reordered
update-general-card = now a general card
update-crew-card = now a crew card
update-needs-no-rank = no longer needs a rank in the crew
update-needs-rank = now needs a { $ranks } in the crew
update-character-card = now a character card
update-character-card-no-longer = no longer a character card
update-card-also-for = now also for { $aliases }
update-card-no-longer-for = no longer for { $aliases }
update-card-ranks = its model now fills the rank { $ranks }
update-card-profiles-reordered = its profiles reordered
update-keyword = only models with { $printed } may join
update-keyword-no-longer = no longer only models with { $printed }
update-quantity-alias = alias
update-quantity-true-name = true Name
update-quantity-base = base
update-quantity-rep = Rep
update-quantity-funding = $
update-quantity-most-per-crew = most per crew
update-quantity-affiliation = affiliation
update-quantity-name = name
update-quantity-list = list
update-quantity-vp = VP
update-quantity-copies = copies
update-quantity-needs-in-crew = needs in the crew
update-quantity-carried-by = carried by
update-quantity-carrier-needs = carrier needs
update-quantity-forbidden-with = forbidden with
update-quantity-carrier-weapon-needs = carrier's weapon needs
update-quantity-card-needs = needs
update-quantity-prevented-by = prevented by
update-quantity-rivals-kept-out = rivals kept out
update-shown-any = any
update-shown-no-list = no list
update-shown-none = none
update-listed-also = now also { $item }
update-listed-no-longer = no longer { $item }
update-listed-rivals = now rivals { $item }
update-listed-no-longer-rivals = no longer rivals { $item }
update-listed-requires = now requires { $item }
update-listed-no-longer-requires = no longer requires { $item }
update-listed-never-with = now never with { $item }
update-listed-allowed-with = now allowed with { $item }
update-stat-willpower = Willpower
update-stat-endurance = Endurance
update-stat-movement = Movement
update-stat-attack = Attack
update-stat-defense = Defense
update-stat-strength = Strength
update-damage = damage { $old } → { $new }
update-rate-of-fire = rate of fire changed
update-ammunition = ammunition changed
update-weapon-traits = traits changed
update-rule-closed = now a closed crew (only { $affiliation } models may join)
update-rule-open = no longer a closed crew (models of other affiliations may join)
update-rule-no-rank-limits = the standard rank limits no longer apply
update-rule-rank-limits = the standard rank limits apply again
update-rule-only-played = members must share the affiliation played, or have none
update-rule-only-played-no-longer = members no longer need to share the affiliation played
update-rule-played-objectives = crew objective cards must be of the affiliation played
update-rule-played-objectives-no-longer = crew objective cards may be of any of the Boss's affiliations
update-rule-leader-boss = the Boss must be a Leader
update-rule-leader-boss-no-longer = the Boss need no longer be a Leader
update-rule-same-name = models may share a Name when their aliases differ
update-rule-same-name-no-longer = models may no longer share a Name
update-affiliation-new = { $name }: a new affiliation
update-affiliation-gone = { $name }: no profile carries it any more
update-new-id-of = { $name } (new id { $id })
update-renamed-new-id = { $name } (was { $was }; new id { $id })
update-was = { $name } (was { $was })
update-heading-new-profiles = New profiles
update-heading-profiles-removed = Profiles removed
update-heading-profiles-renamed = Profiles given a new id
update-heading-profiles-changed = Profiles changed
update-heading-affiliation-rules = Affiliation rules
update-heading-new-equipment = New equipment
update-heading-equipment-removed = Equipment removed
update-heading-equipment-changed = Equipment changed
update-heading-new-cards = New objective cards
update-heading-cards-removed = Objective cards removed
update-heading-cards-changed = Objective cards changed
update-heading-unchecked = Shown, not checked by this version
update-heading-names-only = Printed names only ({ $kinds })
update-names-profiles = { $count ->
    [one] 1 profile
   *[other] { $count } profiles
}
update-names-items = { $count ->
    [one] 1 equipment item
   *[other] { $count } equipment items
}
update-names-cards = { $count ->
    [one] 1 objective card
   *[other] { $count } objective cards
}
update-more = and { $count } more
update-renames = renamed, nothing else changed: { $examples }
update-gone = removed from the catalog
update-rank-limits-gone = { $affiliation } no longer has rank limits
update-rank-limits-gone-allowed = { $count ->
    [one] { $affiliation } no longer has rank limits: { $allowed } is allowed
   *[other] { $affiliation } no longer has rank limits: { $allowed } are allowed
}
update-rank-limits-back = { $affiliation } has the standard rank limits again
update-closed = { $affiliation } is now a closed crew (only { $affiliation } models may join)
update-open = { $affiliation } is no longer a closed crew
update-closed-out = { $count ->
   *[other] { $state }: { $names } may not join
}
update-open-in = { $count ->
   *[other] { $state }: { $names } may join
}
update-now-broken = now broken: { $rule }
update-no-longer-broken = no longer broken: { $rule }
update-applies = { $badge } now applies ({ $note })
update-no-longer-applies = { $badge } no longer applies
update-outcome-rep = the crew is now { $rep } of { $limit } Rep (was { $was })
update-outcome-funding = { $funding } of { $available } (was { $was } of { $was_available })
update-outcome-legal = now legal
update-outcome-breaks = { $count ->
    [one] now breaks 1 rule
   *[other] now breaks { $count } rules
}
update-outcome-breaks-was = { $count ->
    [one] now breaks 1 rule (was { $was })
   *[other] now breaks { $count } rules (was { $was })
}
update-deck = deck: { $change }
update-because = because: { $reason }

update-catalog-report = { $count ->
    [one] { $origin } has 1 problem:
   *[other] { $origin } has { $count } problems:
}
update-pack-problems = { $count ->
    [one] it has a problem, for its author to fix:
   *[other] it has { $count } problems, for its author to fix:
}

# end of update

## The Catalog tab (catalog-*)

catalog-choose-title = Update catalog: choose a catalog pack
catalog-type-path = Type the path of a catalog pack, or choose one.
catalog-update-title = Update catalog
catalog-update-about = Open a catalog pack: you see what it changes, and what that does to each of your crews, before anything changes.
catalog-update-button = Update catalog…
catalog-path-placeholder = …or type the pack's path
catalog-check = Show what changes
catalog-reading = Reading the pack and checking your crews…
catalog-not-installed = Not installed: { $why }
catalog-on-machine = Catalogs on this machine
catalog-looking = Looking…
catalog-folder-unreadable = The catalogs folder cannot be read: { $why }
catalog-bundled = Bundled with the app ({ $id })
catalog-bundled-about = Always there to go back to
catalog-bundled-source = the community reference data, bundled with the app
catalog-bundled-notes = The catalog this version of Gotham Companion ships with.
catalog-pack-unreadable = { $path }: cannot be read: { $why }
catalog-in-use = Catalog in use
catalog-contents = Profiles: { $profiles } · Equipment items: { $items } · Objective cards: { $cards }
catalog-contents-dated = Profiles: { $profiles } · Equipment items: { $items } · Objective cards: { $cards } · released { $date }
catalog-source = Source: { $source }
catalog-use-previous-bundled = Use the previous catalog (the bundled one)
catalog-use-previous = Use the previous catalog ({ $id })
catalog-blocked = The catalog cannot change now: { $why }.
catalog-in-use-chip = In use
catalog-use = Use
catalog-same = This is the catalog in use
catalog-install = Install { $id }
catalog-cancel = Cancel
catalog-not-now = Not now: { $why }.
catalog-released = released { $date }
catalog-no-source = no source given
catalog-update-from-to = Update from { $from } to { $to }
catalog-what-changes = What changes
catalog-show-short = Show the short list
catalog-show-all = Show all
catalog-nothing = Nothing: the two catalogs hold the same profiles, equipment, cards and rules.
catalog-your-crews = Your crews
catalog-crews-none = { $count ->
    [one] Your saved crew does not change: it keeps its verdict, Rep and $.
   *[other] None of your { $checked } saved crews changes: each keeps its verdict, Rep and $.
}
catalog-crews-changed = { $count ->
    [one] { $changed } of your { $checked } saved crews changes:
   *[other] { $changed } of your { $checked } saved crews change:
}
catalog-unreadable = { $count ->
    [one] { $files } crew file cannot be read, and was not checked.
   *[other] { $files } crew files cannot be read, and were not checked.
}

catalog-legal-after = legal after the update

# end of catalog

## Tournaments (tournament-*)

tournament-preset-refused = the preset cannot run an event: { $problems }
tournament-no-event-name = give the event a name
tournament-bad-date = the event's date '{ $date }' is not a day written YYYY-MM-DD
tournament-rounds-out-of-range = an event plays 1 to { $max } rounds, not { $rounds }
tournament-rounds-paired-already = { $count ->
    [one] 1 round is paired already
   *[other] { $count } rounds are paired already
}
tournament-all-rounds-paired = { $count ->
    [one] the event plays 1 round, and it is paired
   *[other] the event plays { $count } rounds, and all are paired
}
tournament-round-waits = { $count ->
    [one] round { $round } still waits for 1 result
   *[other] round { $round } still waits for { $count } results
}
tournament-round-before-waits = the round before still waits for results
tournament-too-few-players = a round needs two players still in the event
tournament-seeding-after-round-one = a seeding pairs round 1 only: later rounds follow the standings
tournament-seeding-incomplete = a seeding names every player once
tournament-no-round-yet = no round is paired yet
tournament-timer-running = the round's timer is running already
tournament-no-player-name = give the player a name
tournament-event-full = an event takes at most { $max } players
tournament-name-taken = a player called { $name } is registered already
tournament-no-player = there is no player number { $number }
tournament-fingerprint = the list { $list } does not match its fingerprint { $fingerprint }
tournament-mixed-catalogs = { $player }'s lists were not checked with one catalog
tournament-lists-break-rules = { $player }'s lists break the event's rules: { $problems }
tournament-affiliation-differs = { $player }'s list { $list } plays { $plays }, not { $saved } as the file says
tournament-still-playing = { $name } is playing a game of this round: enter its result first, or swap them out before the round begins
tournament-dropped-already = { $name } has dropped already
tournament-dropped-paired = { $name } has dropped and is not paired
tournament-paired-twice = { $name } is paired twice
tournament-not-paired = { $name } is not paired
tournament-no-round = there is no round { $round } (rounds paired: { $paired })
tournament-no-table = round { $round } has no table { $table } (it has { $tables })
tournament-same-result = table { $table } has this result already
tournament-result-there = table { $table } has a result already ({ $first } to { $second }): correct it instead
tournament-no-result-to-correct = table { $table } has no result to correct
tournament-vp-out-of-range = a player scores 0 to { $max } VP, not { $vp }
tournament-no-such-list = { $count ->
    [one] { $player } registered 1 list, not a list { $list }
   *[other] { $player } registered { $count } lists, not a list { $list }
}
tournament-swap-self = choose two different players to swap
tournament-round-begun = the round has begun: players can be swapped only before it starts
tournament-swap-unpaired = both players must be paired in this round
tournament-code-other-event = this result code is for another event
tournament-code-other-round = this result code is for round { $round }, and round { $playing } is being played
tournament-code-no-table = this result code names no table
tournament-code-other-players = table { $table } of round { $round } is { $first } against { $second }, not { $given_first } against { $given_second }
tournament-match-not-paired = no table of round { $round } is { $first } against { $second }: check the players' names in the match
tournament-replay = event { $event } cannot be replayed: { $why }
tournament-player-number = player { $number }
tournament-lists = { $count ->
    [one] 1 list
   *[other] { $count } lists
}
tournament-list-count = { $count ->
    [one] the event asks for { $asked_lists }, and 1 was given
   *[other] the event asks for { $asked_lists }, and { $count } were given
}
tournament-list-rule = list { $list } ({ $crew }): { $rule }
tournament-list-overspent = list { $list } ({ $crew }): spends { $spent }, more than the event's { $allowed }
tournament-mixed-affiliations = the lists play different affiliations ({ $affiliations }): the event asks for one
tournament-preset-lists = a player brings 1 to { $max } lists, not { $lists }
tournament-preset-reputation = the Reputation limit is 1 to { $max }, not { $reputation }
tournament-preset-tie-below-zero = a tie needs "tie below" of 1 or more (equal VP are a tie)
tournament-preset-tie-reaches-total = a tie (a gap below { $tie_below }) cannot reach past a total victory (from { $total_from })
tournament-preset-points = a game gives 0 to { $max } points, not { $points }
tournament-preset-tiebreak-twice = the tiebreaker { $tiebreak } is listed twice
tournament-lists-pair = lists { $first } and { $second }
tournament-same-crew = { $pairs } are the same crew
tournament-swapped = Swapped: no rematch.
tournament-met-before = { $first } and { $second } have met before
tournament-swapped-rematch = Swapped. A rematch: { $rematches }.
tournament-tiebreak-sos = SoS
tournament-tiebreak-vp-difference = VP difference
tournament-tiebreak-vp-scored = VP scored
tournament-tiebreak-head-to-head = head-to-head
tournament-preset-batmatch = Batmatch
tournament-preset-custom = Custom
tournament-rounds = { $count ->
    [one] 1 round
   *[other] { $count } rounds
}
tournament-field-lists = Lists each
tournament-field-reputation = Rep limit
tournament-field-funding = $ limit
tournament-field-same-affiliation = One affiliation
tournament-field-deck = Deck needed
tournament-field-tie-below = Tie below (VP gap)
tournament-field-total-from = Total from (VP gap)
tournament-field-win = Win points
tournament-field-tie = Tie points
tournament-field-loss = Loss points
tournament-field-total-win = Total win points
tournament-field-total-loss = Total loss points

tournament-fielded = If these lists are yours: your own miniatures field them all at once.
tournament-not-fielded = If these lists are yours: your own miniatures cannot field them all at once: { $missing }
tournament-saved = Saved tournaments
tournament-looking = Looking…
tournament-none-yet = None yet: create one above.
tournament-file-line = { $count ->
    [one] { $date } · 1 round paired
   *[other] { $date } · { $count } rounds paired
}
tournament-open = Open
tournament-head-unpaired = { $count ->
    [one] { $date } · 1 round, none paired yet · { $preset } preset
   *[other] { $date } · { $count } rounds, none paired yet · { $preset } preset
}
tournament-head = { $date } · round { $played } of { $rounds } · { $preset } preset
tournament-undo = Undo
tournament-redo = Redo
tournament-players-tab = Players ({ $count })
tournament-round-tab = Round
tournament-round-number-tab = Round { $round }
tournament-standings-tab = Standings
tournament-register-title = Register a player
tournament-player-name = Player's name
tournament-list-number = List { $number }
tournament-saved-crew = A saved crew
tournament-paste-crew-code = paste a crew code
tournament-same-note = Note: { $same }. The event allows it; check with the player.
tournament-register = Register
tournament-joined-after = joined after round { $round }
tournament-dropped = dropped
tournament-drop = Drop
tournament-column-player = Player
tournament-column-points = Points
tournament-column-record = W/T/L
tournament-column-vp-for = VP +
tournament-column-vp-against = VP -
tournament-column-difference = Diff
tournament-column-sos = SoS
tournament-column-affiliation = Affiliation
tournament-standing-dropped = { $name } (dropped)
tournament-print-standings = Print standings
tournament-export-to = Export to (.csv or .json)
tournament-export = Export
tournament-new = New tournament
tournament-event-name = Event name
tournament-date-today = Date (today)
tournament-rounds-auto = Rounds (auto)
tournament-preset = Preset
tournament-create = Create the tournament
tournament-tiebreakers = Tiebreakers after points (press one to move it up):
tournament-summary-lists = { $count ->
    [one] 1 list
   *[other] { $count } lists
}
tournament-summary-lists-one-affiliation = { $count ->
    [one] 1 list of one affiliation
   *[other] { $count } lists of one affiliation
}
tournament-summary-rep = { $rep } Rep
tournament-summary-deck = deck
tournament-summary-scoring = gap under { $tie_below } tie { $tie }/{ $tie }, under { $total_from } win { $win }/{ $loss }, then total { $total_win }/{ $total_loss }
tournament-pair-round = Pair round { $round }
tournament-rounds-label = Rounds
tournament-set = Set
tournament-print-pairings = Print pairings
tournament-print-slips = Print match slips
tournament-no-round-paired = No round is paired yet: register the players, then pair round 1.
tournament-bye = { $count ->
   *[other] Bye: { $name } (a win: { $count } points, no VP)
}
tournament-paste-result-code = Paste a result code (GR…)
tournament-enter-code = Enter the code
tournament-import-match = Import a match file…
tournament-start-timer = Start the round timer ({ $minutes } min)
tournament-timer-note = It starts only when pressed.
tournament-time-up = Time is up: call time at the tables (the match tracker's Time called).
tournament-time-left = Time left: { $time }
tournament-list-placeholder = List
tournament-vp-placeholder = VP
tournament-table = Table { $number }
tournament-correct = Correct
tournament-enter = Enter
tournament-done = done
tournament-table-code = Table code: { $code }
tournament-a-player = a player
tournament-swap-before = Before the round starts, swap
tournament-swap = Swap
tournament-not-whole-number = { $field }: '{ $text }' is not a whole number, 0 or more
tournament-not-rounds = '{ $text }' is not a number of rounds
tournament-not-a-day = '{ $date }' is not a day written YYYY-MM-DD
tournament-pick-two = pick the two players to swap
tournament-entered-from-code = Entered from its code: { $said }.
tournament-code-refused = Result code refused: { $why }
tournament-import-title = Import a finished match
tournament-entered-from-file = Entered from the match file: { $said }.
tournament-match-not-imported = Match not imported: { $why }
tournament-result-said = table { $table }, { $first } { $first_vp } – { $second_vp } { $second }
tournament-list-empty = list { $list }: pick a saved crew or paste a crew code
tournament-list-code = list { $list }: { $why }
tournament-registered = { $name } is registered.
tournament-registered-note = { $name } is registered. Note: { $same }.
tournament-vp-not-number = table { $table }: type each player's VP as a whole number

# end of tournament

## Printed sheets and reports (sheets-*)

sheets-rof = RoF { $rof }
sheets-ammo = ammo { $ammo }
sheets-unnamed-weapon = Unnamed weapon
sheets-no-damage = no damage
sheets-injury = { $injury } injury
sheets-stun = { $stun } stun
sheets-injury-stun = { $injury } injury + { $stun } stun
sheets-deck = Objective deck
sheets-deck-empty = No cards yet.
sheets-deck-counted = Objective deck ({ $size }/{ $required } cards)
sheets-deck-counted-character = Objective deck ({ $size }/{ $required } cards + { $character } character)
sheets-deck-card = { $copies } x { $card } · { $vp } VP · { $kind }
sheets-deck-unknown = { $copies } x unknown card '{ $id }'
sheets-game-size = { $rep } Rep game
sheets-eternal-allowed = Eternal profiles allowed
sheets-plays-assumed = Plays { $affiliation } (the Boss's that fits)
sheets-plays = Plays { $affiliation }
sheets-no-boss = No Boss yet
sheets-rank = Rank
sheets-model = Model
sheets-rank-boss = { $rank } (Boss)
sheets-rank-and-boss = { $rank }, Boss
sheets-unknown-model = unknown model '{ $id }'
sheets-unknown-item = unknown item '{ $id }'
sheets-member-costs = { $rep } Rep · { $dollars }
sheets-member-costs-equipped = { $rep } Rep · { $dollars } with its equipment
sheets-weapon = Weapon: { $weapon }
sheets-traits = Traits: { $traits }
sheets-equipment = Equipment: { $items }
sheets-totals = Totals
sheets-totals-line = { $models ->
    [one] 1 model
   *[other] { $models } models
} · { $rep_used }/{ $rep_limit } Rep · { $spent }/{ $funding } Funding
sheets-effects = Card and affiliation effects
sheets-legal = Legal crew: no rule broken.
sheets-problems = Rule problems
sheets-before-match = Before the match

sheets-roster-title = { $crew } · roster
sheets-printed-from = Printed from Gotham Companion.
sheets-unnamed-crew = Unnamed crew
sheets-reputation = Reputation
sheets-funding = Funding
sheets-models = Models
sheets-legal-short = Legal
sheets-problem-count = { $count ->
    [one] 1 rule problem
   *[other] { $count } rule problems
}
sheets-check = Check
sheets-ranks = Ranks
sheets-members = Members
sheets-no-members = No members yet.
sheets-unknown-model-title = Unknown model
sheets-not-in-catalog = '{ $id }' is not in the catalog
sheets-base = { $base } base
sheets-boss = Boss
sheets-member-problems = { $count ->
    [one] Rule problem
   *[other] Rule problems
}
sheets-traits-label = Traits
sheets-weapon-label = Weapon
sheets-damage-label = Damage
sheets-ammo-label = Ammo
sheets-equipment-label = Equipment
sheets-unknown-item-title = Unknown item
sheets-copies = Copies
sheets-card = Card
sheets-kind = Kind
sheets-unknown-card = Unknown card '{ $id }'
sheets-deck-total = { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}, { $vp } VP in all: { $size } of the { $required } cards the deck needs.
sheets-deck-total-character = { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}, { $vp } VP in all: { $size } of the { $required } cards the deck needs + { $character ->
    [one] 1 character card
   *[other] { $character } character cards
}.

sheets-event-meta = { $date } · { $rounds } · { $preset } preset
sheets-pairings-title = round { $round } pairings
sheets-slips-title = round { $round } match slips
sheets-standings-title = standings after round { $round }
sheets-table = Table
sheets-player-a = Player A
sheets-player-b = Player B
sheets-table-code = Table code
sheets-bye = Bye
sheets-bye-note = (a win: no game this round)
sheets-slip-heading = Round { $round } · Table { $table }
sheets-slip-code = Table code (type it in the match tracker's end screen):
sheets-player = Player
sheets-list-played = List played
sheets-signature = Signature
sheets-points = Points
sheets-wtl = W/T/L
sheets-vp-for = VP for
sheets-vp-against = VP against
sheets-vp-diff = VP diff
sheets-sos = SoS
sheets-affiliation = Affiliation
sheets-lists = Lists
sheets-played = played: { $lists }
sheets-dropped = (dropped)
sheets-round-list = R{ $round } list { $list }

sheets-report-vs = { $first } against { $second }
sheets-report-title = Match report: { $title }
sheets-report-date = Date: { $date }
sheets-report-finished = Played to the end of round { $round }
sheets-report-unfinished = Left unfinished in round { $round }, { $phase }
sheets-report-made-with = Made with Gotham Companion.
sheets-report-players = Players
sheets-report-crew = Crew
sheets-report-objectives = Objectives
sheets-report-by-hand = VP by hand
sheets-report-vp = Victory Points
sheets-report-winner = (winner)
sheets-report-vp-by-round = Victory Points by round
sheets-report-round = Round
sheets-report-models-note = Damage counts the markers that went on a model: damage past Willpower or Endurance (discarded by the rules) and the Stun of Effort are not counted. Damage from attacks worked out with the attack helper names its dealer; markers added by hand count as taken (the “by hand” part), with no dealer. Markers removed by hand, and the Stun lost in the Recount, take nothing back. KO counts each time the model was Knocked Out.
sheets-report-dealt = Dealt
sheets-report-taken = Taken
sheets-report-of-which = of which by hand
sheets-report-casualty = Casualty
sheets-report-caused = Caused KO / Casualty
sheets-report-at-end = At the end
sheets-report-objectives-scored = Objectives scored
sheets-report-no-objective = No Objective accomplished.
sheets-report-objective = Objective
sheets-report-by-hand-note = { $vp } VP added or taken by hand.
sheets-report-log = Log
sheets-report-in-round = round { $round }
sheets-report-markers = { $stun } Stun, { $injury } Injury
sheets-report-round-n = Round { $round }
sheets-report-round-unfinished = Round { $round } (left unfinished)
sheets-report-round-left = Round { $round }*
sheets-report-point = Round { $round }: { $player } { $vp } VP
sheets-report-left-note = * The round the match was left in: its score as it was left.
sheets-report-solid = solid line: { $player }
sheets-report-dashed = dashed line: { $player }

# end of sheets

## A player's record (sheets-record-*)

sheets-record-title = { $player }'s record
sheets-record-all = Every archived match with this player counted.
sheets-record-since = From { $date }
sheets-record-until = Up to { $date }
sheets-record-between = From { $since } to { $until }
sheets-record-crew-filter = Crew: { $crew }
sheets-record-opponent-filter = Against { $opponent }
sheets-record-standard = Standard only (current profiles)
sheets-record-eternal = Eternal only (legacy profiles allowed)
sheets-record-totals = Totals
sheets-record-vp-note = Victory Points count the finished matches only.
sheets-record-matches = Matches
sheets-record-won = Won
sheets-record-drawn = Drawn
sheets-record-lost = Lost
sheets-record-unfinished = Unfinished
sheets-record-crew = Crew
sheets-record-by-crew = Results by crew
sheets-record-by-opponent = By opponent
sheets-record-opponent = Opponent
sheets-record-by-affiliation = By opponent's affiliation
sheets-record-unknown-affiliation = (not known)
sheets-record-unnamed = (no name)
sheets-record-by-month = By month
sheets-record-month = Month
sheets-record-no-month = No match has a known date.
sheets-record-month-name = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
sheets-record-vp-by-match = Victory Points difference by match
sheets-record-vp-chart-note = Each bar is a match, oldest first: the Victory Points scored minus those conceded. Hollow bars are matches left unfinished, with the score as it was left.
sheets-record-match-bar = { $date }: { $crew } against { $opponent }, { $vp_for }–{ $vp_against }
sheets-record-match-left = { $bar } (left unfinished)
sheets-record-undated = undated
sheets-record-crew-bar = { $crew } — Won: { $wins } · Drawn: { $draws } · Lost: { $losses } · Unfinished: { $unfinished }
sheets-record-top = The { $number } most played are shown; the table lists them all.
sheets-record-dice = The dice
sheets-record-dice-note = Against the exact odds of the dice rolled. A low chance means unlucky dice, a high one lucky dice; about half is what to expect.
sheets-record-rolls = Rolls
sheets-record-without-odds = Without odds
sheets-record-successes = Successes
sheets-record-expected = Expected
sheets-record-chance = Chance of this many or fewer
sheets-record-attacks-row = Attacks (hits landed)
sheets-record-recoveries-row = KO recoveries (passed)
sheets-record-attacks-luck = This many hits or fewer land in { $percent } of the ways the dice could have fallen.
sheets-record-attacks-older = { $count ->
    [one] 1 attack comes from an older file that did not keep its dice, and is left out of the odds.
   *[other] { $number } attacks come from older files that did not keep their dice, and are left out of the odds.
}
sheets-record-no-attacks = No attack was worked out with the attack helper, so there is no luck to measure.
sheets-record-attacks-no-odds = No attack had its odds: the files did not keep the dice rolled, so the luck of the attacks cannot be worked out.
sheets-record-recoveries-luck = This many recoveries or fewer pass in { $percent } of the ways the dice could have fallen.
sheets-record-recoveries-older = { $count ->
    [one] 1 KO recovery comes from an older file that did not keep the Endurance rolled against, and is left out of the odds.
   *[other] { $number } KO recoveries come from older files that did not keep the Endurance rolled against, and are left out of the odds.
}
sheets-record-no-recoveries = No KO recovery was rolled in the app.
sheets-record-recoveries-no-odds = No KO recovery had its odds: the files did not keep the Endurance rolled against, so the luck of the recoveries cannot be worked out.
sheets-record-luck-by-match = Luck of the attack dice by match
sheets-record-luck-chart-note = Each point is a match, oldest first: the chance of landing that many hits or fewer. Below the dashed middle line, the dice did worse than usual.
sheets-record-no-luck = No match had an attack whose dice were kept.
sheets-record-luck-point = { $date }, against { $opponent }: { $percent }
sheets-record-objectives = Objective cards
sheets-record-played = Played
sheets-record-scored = Scored
sheets-record-failed = Failed
sheets-record-no-objectives = No objective card was played or scored.
sheets-record-cards-chart = Objective cards scored and failed
sheets-record-card-bar = { $card } — Scored: { $scored } · Failed: { $failed }

# end of the record

## The Record tab (record-*)

app-tab-record = Record
app-tab-record-short = Record
record-reading = Reading the match archive…
record-unreadable = The match archive cannot be read: { $why }
record-empty = No match in the archive yet. Every match you track is kept here when it ends or is abandoned, and your record is counted from them.
record-who = Which name is yours?
record-who-why = These are the names in your archived matches, the most frequent first. Your record counts the matches of the name you choose; you can change it at any time.
record-name-matches = { $name } · { $count ->
    [one] 1 match
   *[other] { $count } matches
}
record-title = { $player }'s record
record-not-you = Not you?
record-print = Print…
record-none-filtered = No match of { $player } under these filters.
record-since = From
record-until = To
record-day-placeholder = YYYY-MM-DD
record-day-format = Write days as YYYY-MM-DD, for example 2026-09-30.
record-crew = Crew
record-opponent = Opponent
record-format = Profiles
record-all = All
record-format-both = Standard and Eternal
record-format-standard = Standard
record-format-eternal = Eternal
record-clear = Clear filters
record-matches = Matches
record-won = Won
record-drawn = Drawn
record-lost = Lost
record-unfinished = Unfinished
record-vp = VP for – against
record-vp-for-against = { $vp_for } – { $vp_against }
record-luck = Dice luck
record-luck-said = In { $attacks ->
    [one] 1 attack
   *[other] { $attacks } attacks
} with their odds you landed { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
} where { $expected } were expected: the dice give that many or fewer { $percent } of the time.
record-luck-opponents = Your opponents' dice in the same matches landed { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
} where { $expected } were expected: that many or fewer { $percent } of the time.
record-luck-no-dice = { $count ->
    [one] Your 1 attack comes from a file made before attacks kept their dice, so its luck cannot be measured.
   *[other] Your { $count } attacks come from files made before attacks kept their dice, so their luck cannot be measured.
}
record-chart-luck-no-dice = No attack in these matches kept its dice.
record-col-unfinished = Unfinished
record-luck-none = No attack was resolved with the attack helper, so there is no luck to measure yet.
record-luck-and-older = { $said } { $count ->
    [one] 1 older attack does
   *[other] { $count } older attacks do
} not say their dice and { $count ->
    [one] is
   *[other] are
} left out.
record-luck-and-recoveries = { $said } KO recoveries: { $passed } of { $rolls } passed where { $expected } were expected ({ $percent } of the time that many or fewer).
record-chart-crews = Results by crew
record-chart-cards = Objective cards
record-chart-cards-key = Green: scored. Red: failed.
record-no-cards = No objective card was played or scored.
record-chart-difference = VP difference, match by match
record-chart-recent = The last { $shown } of { $all } matches: choose days above to see an earlier season.
record-chart-luck = Dice luck, match by match
record-chart-luck-key = How often the dice give as few hits or fewer: under the line, unlucky; over it, lucky.
record-col-matches = Played
record-col-won = Won
record-col-drawn = Drawn
record-col-lost = Lost
record-col-vp-for = VP for
record-col-vp-against = against
record-col-played = Played
record-col-scored = Scored
record-col-failed = Failed
record-crew-note = { $boss } · { $affiliation }
record-table-crews = By crew
record-table-opponents = By opponent
record-table-affiliations = By the opponent's affiliation
record-table-months = By month
record-table-cards = Objective cards
record-skipped = { $count ->
    [one] 1 file could not be read and is not counted:
   *[other] { $count } files could not be read and are not counted:
}
record-skipped-file = { $file }: { $why }
