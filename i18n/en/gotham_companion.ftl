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
tracker-crew-summary = { $models } models · { $used }/{ $limit } Rep · { $cards } objective cards
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
tracker-target = { $model } ({ $stun }/{ $willpower } Stun, { $injury }/{ $endurance } Injury)
tracker-target-ko = { $model } ({ $stun }/{ $willpower } Stun, { $injury }/{ $endurance } Injury, KO)
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
tracker-odds-attack-dice = { $dice } attack dice on { $on }+
tracker-odds-defense-dice = { $dice } defense dice on { $on }+
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

# end of games

## The catalog change list (update-*)

# end of update

## The Catalog tab (catalog-*)

# end of catalog

## Tournaments (tournament-*)

# end of tournament

## Printed sheets and reports (sheets-*)

# end of sheets
