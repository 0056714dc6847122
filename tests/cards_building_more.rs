//! More card traits that change how a crew is built, with real catalog models: models
//! a card brings along (Dollotrons, Kobra Swarm), what a carrier may buy (Animal and
//! the like, Limited Equipment and the like, Iceberg Lounge, Upgrades, Vampire Queen,
//! caps counted by name), the objective deck (A Lot Colder, the "counts as" cards),
//! recruit-time choices (I Will Break You), the cards only shown, and the issue's
//! duplicate Mad Hatters. The copy, slot, Boss and cost cards are in
//! `cards_building.rs`.

mod support;

use gotham_companion::words::rules;
use support::crews::{CATALOG, assert_legal, check, crew, has_badge, model, sole};

use gotham_companion::bmg::traits::Handling;
use gotham_companion::bmg::validate::Topic;
use gotham_companion::bmg::{Code, Crew, Member, Rank, Report, Violation, edit, validate};

use Rank::{FreeAgent, Henchman, Leader, Sidekick};

/// Gives the member at `index` these equipment items.
fn equip(crew: &mut Crew, index: usize, items: &[&str]) {
    crew.members[index]
        .equipment
        .extend(items.iter().map(|&i| i.to_owned()));
}

/// The violations with `code` when the crew and its deck are checked.
fn deck_violations(crew: &Crew, code: Code) -> Vec<Violation> {
    validate(crew, &CATALOG)
        .violations
        .into_iter()
        .filter(|v| v.code == code)
        .collect()
}

// --- Models a card brings ---------------------------------------------------------

const DOLLOTRONS: [&str; 3] = ["dollotron-1", "dollotron-2", "dollotron-3"];

/// The Riddler (Jim Carrey) with Professor Pyg and these Dollotrons; Eternal
/// profiles allowed (Pyg and the Dollotrons are Eternal).
fn pyg_crew(dollotrons: &[&str]) -> Crew {
    let mut members = vec![
        ("the-riddler-jim-carrey", Leader),
        ("professor-pyg", FreeAgent),
    ];
    members.extend(dollotrons.iter().map(|&d| (d, Henchman)));
    let mut crew = crew(350, &members);
    crew.eternal = true;
    crew
}

#[test]
fn dollotrons_professor_pyg_brings_dollotron_1_to_3() {
    // Dollotrons: Professor Pyg with Dollotrons 1-3 under The Riddler (Jim Carrey).
    let report = assert_legal(&pyg_crew(&DOLLOTRONS));
    assert_eq!(report.reputation_used, 60 + 90);
    for i in 2..5 {
        assert_eq!(report.members[i].reputation, 0);
        assert!(has_badge(&report, i, "Dollotrons", &["Professor Pyg"]));
    }
}

#[test]
fn dollotrons_missing_one_is_trait_added() {
    // Dollotrons: Professor Pyg without Dollotron 3.
    let v = sole(&check(&pyg_crew(&DOLLOTRONS[..2])), Code::TraitAdded);
    assert_eq!(v.members, vec![1]);
    assert!(
        rules::violation(&v).contains("Dollotron 3"),
        "{}",
        rules::violation(&v)
    );

    // Perfect Creations: a Dollotron without Professor Pyg.
    let mut alone = crew(
        350,
        &[
            ("the-riddler-jim-carrey", Leader),
            ("dollotron-1", Henchman),
        ],
    );
    alone.eternal = true;
    let v = sole(&check(&alone), Code::Requires);
    assert_eq!(v.members, vec![1]);
}

#[test]
fn dollotrons_are_added_and_removed_with_professor_pyg() {
    // Dollotrons: edit::add_member brings Dollotrons 1-3 with Professor Pyg;
    // edit::remove_member takes them away with him.
    let mut riddles = crew(350, &[("the-riddler-jim-carrey", Leader)]);
    riddles.eternal = true;
    let added = edit::add_member(&mut riddles, &CATALOG, model("professor-pyg"), FreeAgent);
    assert_eq!(added, vec![1, 2, 3, 4]);
    let ids: Vec<&str> = riddles.members[2..]
        .iter()
        .map(|m| m.model.as_str())
        .collect();
    assert_eq!(ids, DOLLOTRONS);
    assert!(riddles.members[2..].iter().all(|m| m.rank == Henchman));
    assert_legal(&riddles);

    let removed = edit::remove_member(&mut riddles, &CATALOG, 1);
    assert_eq!(removed, vec![1, 2, 3, 4]);
    assert_eq!(riddles.members.len(), 1);
}

#[test]
fn kobra_swarm_one_per_void_priest() {
    // Kobra Swarm: Kobra and Lady Eve, two Void Priests, each bring a free Cobra Swarm.
    let two = crew(
        350,
        &[
            ("kobra", Leader),
            ("lady-eve", Sidekick),
            ("cobra-swarm", Henchman),
            ("cobra-swarm", Henchman),
        ],
    );
    let report = assert_legal(&two);
    assert_eq!(report.members[2].reputation, 0);
    assert!(has_badge(&report, 3, "Kobra Swarm", &["Void Priest"]));

    // One Swarm short: trait-added, naming the priests.
    let mut short = two.clone();
    short.members.pop();
    let v = sole(&check(&short), Code::TraitAdded);
    assert!(v.members.contains(&0) && v.members.contains(&1));

    // One Swarm too many: Kobra alone with two.
    let mut extra = two.clone();
    extra.members.remove(1);
    let v = sole(&check(&extra), Code::TraitJoins);
    assert_eq!(v.members, vec![2]);

    // edit::add_member brings Lady Eve's Swarm with her.
    let mut kobra = crew(350, &[("kobra", Leader), ("cobra-swarm", Henchman)]);
    let added = edit::add_member(&mut kobra, &CATALOG, model("lady-eve"), Sidekick);
    assert_eq!(added, vec![2, 3]);
    assert_eq!(kobra.members[3].model, "cobra-swarm");
    assert_legal(&kobra);
}

// --- What a carrier may buy -------------------------------------------------------

/// `carrier` as a Henchman under `leader`, bare and then with `items`: the bare crew is
/// legal, the equipped one breaks only trait-equipment, on the carrier.
fn buys_too_much(leader: &str, carrier: &str, items: &[&str], card: &str) {
    let mut c = crew(350, &[(leader, Leader), (carrier, Henchman)]);
    assert_legal(&c);
    equip(&mut c, 1, items);
    let v = sole(&check(&c), Code::TraitEquipment);
    assert_eq!(v.members, vec![1]);
    assert!(
        rules::violation(&v).contains(card),
        "{}",
        rules::violation(&v)
    );
}

#[test]
fn animal_buys_no_equipment() {
    // Animal: Ace under Batman (The Animated Series), with a Magazine.
    buys_too_much(
        "batman-the-animated-series",
        "ace",
        &["bat-family-magazine"],
        "Animal",
    );
}

#[test]
fn fully_equipped_buys_no_equipment() {
    // Fully Equipped: Signalman under The Riddler (Jim Carrey), with a Magazine.
    buys_too_much(
        "the-riddler-jim-carrey",
        "signalman",
        &["the-riddler-magazine"],
        "Fully Equipped",
    );
}

#[test]
fn dots_suit_buys_no_equipment() {
    // Dots Suit: Polka-Dot Man under Amanda Waller (Viola Davis), with a Magazine.
    buys_too_much(
        "amanda-waller-viola-davis",
        "polka-dot-man",
        &["suicide-squad-magazine"],
        "Dots Suit",
    );
}

/// `carrier` as a Henchman under `leader` with `items[0]` is legal; with all `items`
/// it breaks only trait-equipment.
fn buys_one_item(leader: &str, carrier: &str, items: &[&str], card: &str) {
    let mut c = crew(350, &[(leader, Leader), (carrier, Henchman)]);
    equip(&mut c, 1, &items[..1]);
    assert_legal(&c);
    equip(&mut c, 1, &items[1..]);
    let v = sole(&check(&c), Code::TraitEquipment);
    assert_eq!(v.members, vec![1]);
    assert!(
        rules::violation(&v).contains(card),
        "{}",
        rules::violation(&v)
    );
}

#[test]
fn limited_equipment_buys_one_item() {
    // Limited Equipment: Batgirl (Rebirth) with a Magazine, then a Radio too.
    buys_one_item(
        "batman-the-animated-series",
        "batgirl-rebirth",
        &["bat-family-magazine", "bat-family-radio"],
        "Limited Equipment",
    );
}

#[test]
fn mentoring_buys_one_item() {
    // Mentoring: Robin (Damian Wayne) as a Henchman with a Magazine, then a Radio too.
    buys_one_item(
        "batman-the-animated-series",
        "robin-damian-wayne",
        &["bat-family-magazine", "bat-family-radio"],
        "Mentoring",
    );
}

#[test]
fn quilts_helmet_buys_one_item() {
    // Quilt's Helmet: Crazy Quilt under The Riddler (Jim Carrey), with a Magazine, then
    // a Grapple-gun too.
    buys_one_item(
        "the-riddler-jim-carrey",
        "crazy-quilt",
        &["the-riddler-magazine", "the-riddler-grapple-gun"],
        "Quilt's Helmet",
    );
}

#[test]
fn iceberg_lounge_allows_a_second_item_of_its_list() {
    // Iceberg Lounge: under The Penguin (New 52) Penguin Thug 1 and Penguin Elite Thug
    // carry Weird Ammo and Titan Dose; a third item (Silencer) is refused.
    let mut new_52 = crew(
        350,
        &[
            ("the-penguin-new-52", Leader),
            ("penguin-thug-1", Henchman),
            ("penguin-elite-thug", Henchman),
        ],
    );
    equip(&mut new_52, 1, &["penguin-weird-ammo"]);
    equip(&mut new_52, 2, &["penguin-titan-dose"]);
    assert_legal(&new_52);

    let mut three = new_52.clone();
    equip(&mut three, 1, &["penguin-silencer"]);
    let v = sole(&check(&three), Code::Equipment);
    assert!(
        rules::violation(&v).contains("Iceberg Lounge"),
        "{}",
        rules::violation(&v)
    );
    // Each carrier once, though one carries two of the list's items.
    assert_eq!(v.members, vec![1, 2]);

    // The Penguin (Danny DeVito) has no Iceberg Lounge: one item of the list only.
    let mut devito = new_52.clone();
    devito.members[0].model = "the-penguin-danny-devito".into();
    let v = sole(&check(&devito), Code::Equipment);
    assert!(
        rules::violation(&v).contains("it may buy 1"),
        "{}",
        rules::violation(&v)
    );
    devito.members[2].equipment.clear();
    assert_legal(&devito);
}

#[test]
fn upgrades_lucius_fox_unlocks_his_inventions() {
    // Upgrades: with Lucius Fox, Batgirl (The Animated Series) takes Improved Batclaw
    // and Son of Batman 1 Improved Batlings; without him both are refused.
    let mut lucius = crew(
        350,
        &[
            ("batman-the-animated-series", Leader),
            ("lucius-fox", FreeAgent),
            ("batgirl-the-animated-series", Henchman),
            ("son-of-batman-1", Henchman),
        ],
    );
    equip(&mut lucius, 2, &["bat-family-improved-batclaw"]);
    equip(&mut lucius, 3, &["bat-family-improved-batlings"]);
    assert_legal(&lucius);

    let mut without = lucius.clone();
    without.members.remove(1);
    let report = check(&without);
    assert_eq!(report.violations.len(), 2, "{:#?}", report.violations);
    for v in &report.violations {
        assert_eq!(v.code, Code::Equipment);
        assert!(
            rules::violation(v).contains("needs: Lucius Fox"),
            "{}",
            rules::violation(v)
        );
    }
}

#[test]
fn upgrades_improved_batclaw_and_batlings_need_their_carrier_traits() {
    // Improved Batclaw needs a Batclaw/Grapple Gun trait (Son of Batman 1 has none);
    // Improved Batlings needs a Throwing weapon (Son of Batman 3 has none).
    let mut wrong = crew(
        350,
        &[
            ("batman-the-animated-series", Leader),
            ("lucius-fox", FreeAgent),
            ("son-of-batman-1", Henchman),
            ("son-of-batman-3", Henchman),
        ],
    );
    equip(&mut wrong, 2, &["bat-family-improved-batclaw"]);
    equip(&mut wrong, 3, &["bat-family-improved-batlings"]);
    let report = check(&wrong);
    assert_eq!(report.violations.len(), 2, "{:#?}", report.violations);
    let batclaw = &report.violations[0];
    assert_eq!(batclaw.code, Code::Equipment);
    assert_eq!(batclaw.members, vec![2]);
    assert!(rules::violation(batclaw).contains("Batclaw/Grapple Gun"));
    let batlings = &report.violations[1];
    assert_eq!(batlings.code, Code::Equipment);
    assert_eq!(batlings.members, vec![3]);
    assert!(rules::violation(batlings).contains("a weapon with Throwing"));
}

#[test]
fn vampire_queen_unlocks_the_turning() {
    // Vampire Queen: Batgirl (Vampire Queen) lets two Sons of Batman take The Turning;
    // under Batman (The Animated Series) it is refused.
    let mut queen = crew(
        350,
        &[
            ("batgirl-vampire-queen", Leader),
            ("son-of-batman-1", Henchman),
            ("son-of-batman-3", Henchman),
        ],
    );
    equip(&mut queen, 1, &["bat-family-the-turning"]);
    equip(&mut queen, 2, &["bat-family-the-turning"]);
    let report = assert_legal(&queen);
    assert_eq!(report.members[1].reputation, 14 + 10);

    let mut without = queen.clone();
    without.members[0].model = "batman-the-animated-series".into();
    let report = check(&without);
    assert_eq!(report.violations.len(), 1, "{:#?}", report.violations);
    let v = &report.violations[0];
    assert_eq!(v.code, Code::Equipment);
    assert_eq!(v.members, vec![1, 2]);
    assert!(
        rules::violation(v).contains("Vampire Queen"),
        "{}",
        rules::violation(v)
    );
}

#[test]
fn equipment_caps_count_magazines_by_name_across_two_lists() {
    // Bruce Wayne leads Bat Family and GCPD: each list allows 2 Magazines, and the
    // crew may buy 2 in all, not 2 from each.
    let mut bats = crew(
        350,
        &[
            ("bruce-wayne", Leader),
            ("son-of-batman-1", Henchman),
            ("son-of-batman-3", Henchman),
            ("son-of-batman-2", Henchman),
            ("spoiler", Henchman),
        ],
    );
    equip(&mut bats, 1, &["bat-family-magazine"]);
    equip(&mut bats, 3, &["gcpd-magazine"]);
    assert_legal(&bats);

    equip(&mut bats, 2, &["bat-family-magazine"]);
    equip(&mut bats, 4, &["gcpd-magazine"]);
    let v = sole(&check(&bats), Code::Equipment);
    assert_eq!(v.members, vec![1, 2, 3, 4]);
    assert!(
        rules::violation(&v).contains("it may buy it 2 times"),
        "{}",
        rules::violation(&v)
    );
    assert!(
        rules::violation(&v).contains("Bat Family and GCPD lists"),
        "{}",
        rules::violation(&v)
    );
}

// --- The objective deck -----------------------------------------------------------

#[test]
fn a_lot_colder_bars_searching_for_nora() {
    // A Lot Colder: Mrs. Freeze keeps SEARCHING FOR NORA out of Mr. Freeze (1997)'s
    // deck; with Killer Frost (Rebirth) as the Sidekick the card is fine.
    let mut freeze = crew(350, &[("mr-freeze-1997", Leader), ("mrs-freeze", Sidekick)]);
    freeze.objective_deck = vec!["character-searching-for-nora".into()];
    let refused = deck_violations(&freeze, Code::DeckRequirement);
    assert_eq!(refused.len(), 1, "{refused:#?}");
    assert!(rules::violation(&refused[0]).contains("A Lot Colder"));
    assert!(deck_violations(&freeze, Code::DeckCharacterCard).is_empty());

    freeze.members[1].model = "killer-frost-rebirth-mr-freeze".into();
    assert!(deck_violations(&freeze, Code::DeckRequirement).is_empty());
}

/// `leader` alone with the character card `card` in its deck: whether the deck check
/// refuses the card as a character card, and the leader's check report.
fn character_card(leader: &str, card: &str) -> (bool, Report) {
    let mut c = crew(350, &[(leader, Leader)]);
    c.objective_deck = vec![card.to_owned()];
    (
        !deck_violations(&c, Code::DeckCharacterCard).is_empty(),
        assert_legal(&c),
    )
}

#[test]
fn war_goes_on_batman_frank_miller_on_horse_meets_im_the_surgeon() {
    // War Goes On: Batman (Frank Miller on Horse) counts as Batman (Frank Miller).
    let (refused, report) =
        character_card("batman-frank-miller-on-horse", "character-im-the-surgeon");
    assert!(!refused);
    assert!(has_badge(
        &report,
        0,
        "Counts as",
        &["Batman (Frank Miller)", "Leader"]
    ));
}

#[test]
fn ejection_system_batmobile_meets_back_to_arkham() {
    // Ejection System: the Batmobile (Arkham Knight), not on BACK TO ARKHAM's list,
    // counts as Batman (Arkham Knight), who is.
    let (refused, report) = character_card("batmobile-arkham-knight", "character-back-to-arkham");
    assert!(!refused);
    assert!(has_badge(
        &report,
        0,
        "Counts as",
        &["Batman (Arkham Knight)"]
    ));
    // A Leader off the list without such a card, Green Arrow DKR, is refused.
    let (refused, _) = character_card("green-arrow-dkr", "character-back-to-arkham");
    assert!(refused);
}

#[test]
fn reveal_the_bat_the_drifter_meets_the_evidence_mounts() {
    // Reveal the Bat: The Drifter (Robert Pattinson) counts as Batman (Robert
    // Pattinson) for THE EVIDENCE MOUNTS.
    let (refused, report) = character_card(
        "the-drifter-robert-pattinson",
        "character-the-evidence-mounts",
    );
    assert!(!refused);
    assert!(has_badge(
        &report,
        0,
        "Counts as",
        &["Batman (Robert Pattinson)"]
    ));
}

#[test]
fn ejection_system_on_the_jokermobile_counts_for_nothing() {
    // Ejection System: a Joker crew never fields Batman (Arkham Knight), so the
    // Jokermobile (Arkham Knight) stands in for nobody.
    let (refused, report) = character_card("jokermobile-arkham-knight", "character-back-to-arkham");
    assert!(refused);
    assert!(
        report.members[0]
            .notes
            .iter()
            .all(|n| rules::badge(n.badge()) != "Counts as")
    );
}

// --- Recruit-time choices ---------------------------------------------------------

#[test]
fn i_will_break_you_needs_a_known_choice() {
    // I Will Break You: Bane (Rebirth) with no choice (legal, with a reminder: issue 20),
    // an unknown one, then each of the three options.
    let mut bane = crew(350, &[("bane-rebirth", Leader)]);
    let report = assert_legal(&bane);
    assert_eq!(report.reminders.len(), 1);
    assert_eq!(report.reminders[0].members, vec![0]);
    assert!(
        rules::reminder(&report.reminders[0]).contains("before the match"),
        "{}",
        rules::reminder(&report.reminders[0])
    );

    let key = "i-will-break-you";
    bane.members[0].choices.insert(key.into(), "bogus".into());
    let v = sole(&check(&bane), Code::TraitChoice);
    assert!(
        rules::violation(&v).contains("bogus"),
        "{}",
        rules::violation(&v)
    );

    for (option, label) in [
        ("venom-doses", "Venom doses"),
        ("exhaustive-planner", "Exhaustive Planner"),
        ("close-combat-master", "Close Combat Master"),
    ] {
        bane.members[0].choices.insert(key.into(), option.into());
        let report = assert_legal(&bane);
        assert!(
            has_badge(&report, 0, "I Will Break You", &[label]),
            "{option}"
        );
        assert!(report.reminders.is_empty(), "{option}");
    }

    // A model whose card offers no choice records none.
    let mut commander = crew(350, &[("bane-commander", Leader)]);
    commander.members[0]
        .choices
        .insert(key.into(), "venom-doses".into());
    sole(&check(&commander), Code::TraitChoice);
}

// --- Cards only shown -------------------------------------------------------------

/// The card `printed` on `carrier` is classed as shown only: a reminder that changes
/// nothing in how the crew is built.
fn assert_shown_only(carrier: &str, printed: &str) {
    let rules = CATALOG.model_rules(model(carrier));
    let card = rules
        .traits
        .iter()
        .find(|t| t.printed == printed)
        .unwrap_or_else(|| panic!("{carrier} carries {printed}"));
    assert_eq!(card.rule.handling(), Handling::Shown, "{printed}");
}

#[test]
fn sewer_swarm_is_shown_only() {
    // Sewer Swarm (3): Ratcatcher as The Riddler (Jim Carrey)'s Free Agent.
    assert_shown_only("ratcatcher", "Sewer Swarm (3)");
    let report = assert_legal(&crew(
        350,
        &[
            ("the-riddler-jim-carrey", Leader),
            ("ratcatcher", FreeAgent),
        ],
    ));
    assert!(has_badge(&report, 1, "Sewer Swarm", &["3", "Sewer Swarm"]));
}

#[test]
fn shapeshifting_human_progress_is_shown_only() {
    // Shapeshifting Human Progress: Beast Boy - Human joins alone; his other forms are
    // never recruited (Beast Boy - Tiger: Shapeshifting Tiger Progress).
    assert_shown_only(
        "beast-boy-human-teen-titans",
        "Shapeshifting Human Progress",
    );
    let human = crew(
        350,
        &[
            ("batman-the-animated-series", Leader),
            ("beast-boy-human-teen-titans", Henchman),
        ],
    );
    let report = assert_legal(&human);
    assert!(has_badge(&report, 1, "Shapeshifting", &["Beast Boy"]));

    let mut tiger = human.clone();
    tiger
        .members
        .push(Member::new("beast-boy-tiger-teen-titans", Henchman));
    let v = sole(&check(&tiger), Code::TraitJoins);
    assert_eq!(v.members, vec![2]);
}

#[test]
fn underworld_king_and_law_interpretation_are_deck_notes() {
    // Underworld King: The Penguin (Danny DeVito); Law Interpretation: Attorney Harvey
    // Dent as Commissioner Gordon's Free Agent. Both only add a deck note.
    assert_shown_only("the-penguin-danny-devito", "Underworld King");
    assert_shown_only("attorney-harvey-dent", "Law Interpretation");
    let penguin = assert_legal(&crew(350, &[("the-penguin-danny-devito", Leader)]));
    let dent = assert_legal(&crew(
        350,
        &[
            ("commissioner-gordon-gcpd", Leader),
            ("attorney-harvey-dent", FreeAgent),
        ],
    ));
    for (report, card) in [(&penguin, "Underworld King"), (&dent, "Law Interpretation")] {
        assert!(
            report
                .notes
                .iter()
                .any(|n| n.topic == Topic::Deck && rules::crew_note(n).contains(card)),
            "{card}: {:#?}",
            report.notes
        );
    }
}

#[test]
fn veteran_is_shown_only() {
    // Veteran: Commissioner Gordon and Sierra; the crew is legal, and the card only
    // matters when objectives are completed in play.
    assert_shown_only("commissioner-gordon-gcpd", "Veteran");
    assert_shown_only("sierra", "Veteran");
    assert_legal(&crew(
        350,
        &[("commissioner-gordon-gcpd", Leader), ("sierra", Henchman)],
    ));
}

// --- The identity example -------------------------------------------------

#[test]
fn two_mad_hatters_are_a_duplicate_identity() {
    // Mad Hatter and Mad Hatter (Arkham Knight), both Jervis Tetch since the "Jervis
    // Tech" spelling was fixed, as Free Agents at 500 Rep (two slots).
    let hatters = crew(
        500,
        &[
            ("the-riddler-jim-carrey", Leader),
            ("mad-hatter", FreeAgent),
            ("mad-hatter-arkham-knight", FreeAgent),
        ],
    );
    let v = sole(&check(&hatters), Code::DuplicateIdentity);
    assert_eq!(v.members, vec![1, 2]);
    assert!(
        rules::violation(&v).contains("Jervis Tetch"),
        "{}",
        rules::violation(&v)
    );

    let mut one = hatters.clone();
    one.members.pop();
    assert_legal(&one);
}
