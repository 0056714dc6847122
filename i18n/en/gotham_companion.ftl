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

# end of app

## The crew builder, the deck builder and the crew list (builder-*)

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

# end of sheets
