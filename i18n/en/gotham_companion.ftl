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

games-over = the game is over
games-move-unreplayable = move { $number } cannot be replayed: { $why }

# The heist game. Its money is counted in millions.
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
games-superdice-pool = { $count ->
    [one] 1 Ransom Coin
   *[other] { $count } Ransom Coins
} in the pool.
games-superdice-throw = { $player } throws { $dice } (Villain { $villain }).
games-superdice-ransom = The Villain die pays a Ransom Coin: { $left } left.
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

# end of update

## The Catalog tab (catalog-*)

# end of catalog

## Tournaments (tournament-*)

# end of tournament

## Printed sheets and reports (sheets-*)

# end of sheets
