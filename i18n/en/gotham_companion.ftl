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

calculator-attacker = Attacker
calculator-the-target = the target
calculator-title = { $attacker } vs { $target }
calculator-title-armed = { $attacker } with { $weapon } vs { $target }
calculator-unarmed = Unarmed (1 stun)
calculator-unnamed-weapon = Unnamed weapon
calculator-rof = RoF { $rof }
calculator-no-match = No model matches
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
calculator-attack-dice = { $dice } attack dice hit on { $on }+
calculator-defense-dice = { $dice } defense dice block on { $on }+
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
rules-boss-rank = { $boss } fills the { $rank } rank: the Boss must be a Leader, or a Sidekick when the crew has no Leader.
rules-boss-never = { $boss }'s { $card }: never the Boss; choose another member.
rules-boss-not-leader = A { $played } crew's Boss must be a Leader; { $boss } fills the { $rank } rank.
rules-costs-limit-range = The Reputation limit must be between 1 and { $max }; it is { $limit }.
rules-costs-reputation = The crew costs { $used } Rep, { $over } over the { $limit } Rep limit.
rules-costs-funding = The crew spends { $spent }, { $over } over the { $available } Funding of a { $limit } Rep game.
rules-costs-funding-bonus = The crew spends { $spent }, { $over } over the { $available } Funding of a { $limit } Rep game with its cards' bonuses.
rules-slots-alias = the alias { $alias }
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
rules-badge-boss-swap = Boss swap
rules-badge-counts-as = Counts as
rules-note-kobra-swarm = Brought free by a Void Priest.
rules-note-boss-swap = { $card }: before the game, choose another model to be the Boss.
rules-sewer-swarm = Places { $count } Sewer Swarms after deployment; they are not recruited.
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
rules-trait-copies = Up to { $count } copies of this profile in a crew.
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
rules-deck-size = The deck holds { $size } cards; it needs exactly { $required } (character cards aside).
rules-deck-general = The deck holds { $general } general cards and { $crew } crew cards: no more general cards than crew cards.
rules-deck-singles = { $singles } of the { $size } cards are single cards: at most half ({ $half }) may be.
rules-deck-versions = { $names } or { $count } other versions
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
collection-short-summary = { $missing } miniatures short: { $names } and { $count } more profiles
collection-fieldable = Fieldable from your collection
collection-not-fieldable = Not fieldable from your collection: { $short }
collection-stand-ins = { $count ->
    [one] { $own } +1 stand-in
   *[other] { $own } +{ $count } stand-ins
}
collection-line-not-csv = not CSV ({ $error })
collection-line-fields = { $count } fields where id,alias,owned needs 3
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
