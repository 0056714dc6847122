# Los mensajes de Gotham Companion en español. Los ids son los del archivo inglés; un
# mensaje que falte aquí se muestra en inglés. Los datos del juego (alias, reglas
# especiales, armas, afiliaciones, títulos de cartas) quedan como los imprime el catálogo.

## En todas partes

close = Cerrar
and = y
or = o
winners-none = nadie gana
winners = { $count ->
    [one] { $names } gana
   *[other] { $names } ganan
}

## La ayuda (F1)

help-title = Atajos de teclado
help-keys-note = Ctrl es Cmd en macOS. Todos funcionan aunque un campo de texto tenga el foco.
help-new-crew = Empezar una banda nueva
help-save-crew = Guardar la banda abierta
help-search = Buscar en el catálogo (o en las cartas, en el mazo)
help-undo = Partida: deshacer la última acción
help-redo-keys = Ctrl+Y o Ctrl+Mayús+Z
help-redo = Partida: rehacerla
help-next-step = Partida: el paso siguiente
help-pass = Partida: pasa el jugador en turno
help-show = Mostrar estos atajos
help-close-what = Cerrar esta ayuda, o el registro de la partida
help-language = Idioma
help-version = Gotham Companion { $version }
help-catalog = Catálogo en uso: { $id } (la pestaña Catálogo lo actualiza o vuelve atrás).
help-catalog-dated = Catálogo en uso: { $id }, publicado el { $date } (la pestaña Catálogo lo actualiza o vuelve atrás).

## La ventana: pestañas, cabecera, líneas de estado, preguntas y diálogos (app-*)

# end of app

## El constructor de bandas, el mazo y la lista de bandas (builder-*)

# end of builder

## Las probabilidades de los dados (calculator-*)

calculator-attacker = Atacante
calculator-the-target = el objetivo
calculator-title = { $attacker } contra { $target }
calculator-title-armed = { $attacker } con { $weapon } contra { $target }
calculator-unarmed = Desarmado (1 de Contusión)
calculator-unnamed-weapon = Arma sin nombre
calculator-rof = ROF { $rof }
calculator-no-match = Ningún modelo coincide
calculator-search-attacker = Busca el atacante en el catálogo
calculator-weapon = Arma
calculator-melee = Cuerpo a cuerpo
calculator-ranged = A distancia
calculator-attacks = Ataques
calculator-strength = Strength
calculator-heavy = Arma Heavy (+1 al dado de Strength)
calculator-attacker-effort = Esfuerzo del atacante
calculator-defender-effort = Esfuerzo del defensor
calculator-outnumbered = Enemigos en contacto además del primero
calculator-rate-of-fire = ROF (0: solo el dado de Strength)
calculator-weapon-strength = Strength del arma
calculator-moved = Se movió antes (2 dados menos)
calculator-out-of-range = Fuera del alcance efectivo (1 menos)
calculator-cover = Objetivo a cubierto (1 menos)
calculator-blind = Disparo a ciegas (2 menos)
calculator-dodge = Dados que esquiva el objetivo
calculator-injury = Heridas por impacto
calculator-stun = Contusiones por impacto
calculator-strength-die = Dado de Strength (apagado: Bat-Armor y similares)
calculator-target = Objetivo
calculator-search-target = Busca el objetivo en el catálogo
calculator-defense = Defensa
calculator-willpower = Willpower
calculator-endurance = Endurance
calculator-target-stun = Contusiones que tiene
calculator-target-injury = Heridas que tiene
calculator-knocked-out = Knocked Out
calculator-unplayable = Estos valores no se pueden jugar: { $why }.
calculator-hit-once = Impacta al menos una vez
calculator-target-ko = Objetivo KO
calculator-casualty = Baja
calculator-expected-hits = Impactos esperados
calculator-hits-at-least = { $count }+ impactos
calculator-attack-odds = Probabilidades del ataque
calculator-hits-that-land = Impactos que entran
calculator-expected-damage = Daño esperado: { $stun } de Contusión y { $injury } de Herida · crítico (6 natural en el dado de Strength): { $critical }
calculator-dice-roller = Tirar dados
calculator-roll = Tira los dados
calculator-clear = Borrar
calculator-roll-hint = Tira el mismo ataque con dados reales: cada dado muestra si impactó o fue bloqueado.
calculator-earlier-rolls = Tiradas anteriores
calculator-skill-roll = Tirada de habilidad
calculator-skill-hint = Tira los dados y quédate con dos: superas si sacas la habilidad o menos; enfrentada, supera la habilidad del objetivo con los dos más altos.
calculator-dice = Dados
calculator-skill = Habilidad
calculator-opposed = Tirada enfrentada
calculator-roll-skill = Tira la habilidad
calculator-pass = Éxito
calculator-kept-sum = Suma de los dos dados elegidos
calculator-crew-pick = O elige de tu banda
calculator-hint-martial-artist = ignora la inferioridad numérica: deja los enemigos en contacto en 0
calculator-hint-dodge = quita dados a los ataques a distancia: indica los dados que esquiva
calculator-hint-acrobat = puede esquivar ataques a distancia: indica los dados que esquiva
calculator-attack-dice = { $dice } dados de ataque impactan a { $on }+
calculator-defense-dice = { $dice } dados de defensa bloquean a { $on }+
calculator-strength-die-hits = el dado de Strength impacta a { $on }+ (nunca se bloquea)
calculator-no-strength-die = sin dado de Strength
calculator-outcome-hits = { $count ->
    [one] 1 impacto
   *[other] { $count } impactos
}
calculator-outcome-blocked = ({ $count ->
    [one] 1 bloqueado
   *[other] { $count } bloqueados
})
calculator-outcome-critical = crítico
calculator-outcome-damage = { $stun } de Contusión, { $injury } de Herida
calculator-critical = Crítico: un 6 natural en el dado de Strength. Además de su impacto, el objetivo queda derribado (o sufre en su lugar el efecto CRT del arma).
calculator-passed = Superada
calculator-failed = Fallada
calculator-kept = Suma { $sum }: { $verdict }
calculator-kept-legend = Verde: los dados elegidos
# end of calculator

## Reglas incumplidas, notas y recordatorios de una banda y su mazo (rules-*)

rules-rank-leader = Leader
rules-rank-sidekick = Sidekick
rules-rank-free-agent = Free Agent
rules-rank-vehicle = Vehículo
rules-rank-henchman = Secuaz
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
    [one] 1 Vehículo
   *[other] { $count } Vehículos
}
rules-rank-count-henchman = { $count ->
    [one] 1 Secuaz
   *[other] { $count } Secuaces
}
rules-option-venom-doses = 3 dosis extra de Venom, compartibles a 4"
rules-option-exhaustive-planner = Exhaustive Planner y +1 Willpower
rules-option-close-combat-master = Close Combat Master
rules-unrecruitable-brought = { $card }: nunca se recluta; otra carta lo pone en juego.
rules-unrecruitable-swarm = { $card }: nunca se recluta; cada Void Priest trae uno.
rules-aliases-more = { $names } { $last } { $count } perfiles más
rules-crew-ruleset = La banda usa el reglamento '{ $named }', que este catálogo no tiene ({ $known }).
rules-crew-unknown-model = { $alias } ('{ $model }') no está en este catálogo ({ $catalog }): el miembro se conserva, pero no se puede comprobar.
rules-crew-unknown-model-unnamed = '{ $model }' no está en el catálogo: el miembro se conserva, pero no se puede comprobar.
rules-crew-choice-not-boss = La banda está configurada para jugar { $recorded }, pero su Jefe, { $boss }, es { $affiliations }: elige una de las afiliaciones del Jefe.
rules-crew-choice-unknown = La banda está configurada para jugar '{ $recorded }', que ningún modelo tiene: elige una de las afiliaciones del Jefe.
rules-boss-none = Elige un Jefe: el Leader de la banda, o un Sidekick si no tiene Leader.
rules-boss-many = Una banda tiene un solo Jefe, pero { $names } están marcados como Jefe.
rules-boss-sidekick-with-leader = { $boss } es Sidekick, pero la banda tiene un Leader: el Jefe debe ser el Leader.
rules-boss-rank = { $boss } ocupa el rango { $rank }: el Jefe debe ser un Leader, o un Sidekick si la banda no tiene Leader.
rules-boss-never = { $card } de { $boss }: nunca es el Jefe; elige otro miembro.
rules-boss-not-leader = El Jefe de una banda { $played } debe ser un Leader; { $boss } ocupa el rango { $rank }.
rules-costs-limit-range = El límite de Reputación debe estar entre 1 y { $max }; es { $limit }.
rules-costs-reputation = La banda cuesta { $used } de Rep, { $over } por encima del límite de { $limit } de Rep.
rules-costs-funding = La banda gasta { $spent }, { $over } por encima de los { $available } de una partida de { $limit } de Rep.
rules-costs-funding-bonus = La banda gasta { $spent }, { $over } por encima de los { $available } de una partida de { $limit } de Rep con las bonificaciones de sus cartas.
rules-slots-alias = el alias { $alias }
rules-slots-same-character = { $names } son { $count ->
    [2] los dos
   *[other] todos
} { $what }: una banda puede tener cada personaje una sola vez.
rules-slots-copies = { $card } de { $alias }: se recluta { $allowed ->
    [one] 1 vez
   *[other] { $allowed } veces
} como máximo por banda; en esta aparece { $copies } veces.
rules-slots-speedsters = Una banda recluta un solo Speedster; { $names } son { $count ->
    [2] los dos
   *[other] todos
} Speedsters.
rules-slots-elites = La banda tiene { $count } modelos Elite ({ $kind }): solo uno, salvo que se una un Elite Boss ({ $kind }).
rules-slots-rank-not-on-card = { $alias } no puede jugar como { $rank }: su ficha permite { $ranks }.
rules-slots-over = La banda tiene { $held }; puede tener { $allowed }.
rules-slots-over-beside-leader = La banda tiene { $held }; puede tener { $allowed } (2 solo si no hay Leader).
rules-slots-over-charismatic = La banda tiene { $held }; puede tener { $allowed } a { $limit } de Rep con un modelo Charismatic.
rules-slots-over-reputation = La banda tiene { $held }; puede tener { $allowed } a { $limit } de Rep.
rules-badge-boss-swap = Cambio de Jefe
rules-badge-counts-as = Cuenta como
rules-note-kobra-swarm = Lo trae gratis un Void Priest.
rules-note-boss-swap = { $card }: antes de la partida, elige otro modelo como Jefe.
rules-sewer-swarm = Coloca { $count } Sewer Swarms tras el despliegue; no se reclutan.
rules-shapeshifting = Deja aparte las otras formas de Beast Boy, sin reclutarlas ni pagarlas.
rules-note-speedster = Lleva el mazo Speedforce a la partida.
rules-note-counts-as = Cuenta como { $models } ({ $rank }) para las cartas de personaje.
rules-note-smuggler = { $item } cuesta { $cost } en vez de { $price }.
rules-note-lieutenant = No cuesta $ con { $with } en la banda ({ $card }; { $saved } ahorrados).
rules-note-dollotrons-no-rep = Lo trae { $by } ({ $card }), sin coste de Rep.
rules-note-dollotrons = Lo trae { $by } ({ $card }).
rules-note-contractor = Contractor: como Leader es un modelo de Bane.
rules-note-affinity = Affinity: ocupa una plaza de Free Agent en esta banda.
rules-note-three-jokers = Los Jokers comparten una plaza de Leader.
rules-note-duo = Con { $partner } ({ $card }), no ocupa plaza de { $rank }.
rules-joined-absolute-power = Un Secuaz Cop admitido por { $boss } ({ $card }).
rules-joined-vocational = Se une como si fuera { $played }, para toda regla de creación: todos los miembros son Cop.
rules-joined-vocational-unplayed = Se une como si fuera de la afiliación de la banda, para toda regla de creación: todos los miembros son Cop.
rules-joined-let-in = Admitido por { $by } ({ $card }).
rules-joined-affinity = Se une mediante { $card } con { $through }.
rules-joined-capped = Admitido por { $by } ({ $exception }), { $place } de { $cap }.
rules-joined-capped-counts-as = Admitido por { $by } ({ $exception }), { $place } de { $cap }. Cuenta como { $affiliations } para toda regla de creación, tiene 1 menos de Willpower y gana Self-Discipline.
rules-crew-badge-smuggler = Smuggler: Magazines, Radios a mitad de precio
rules-crew-badge-funding = +{ $amount } { $card }
rules-crew-badge-charismatic = +1 Free Agent (Charismatic)
rules-crew-badge-affiliation = Reglas de { $played }
rules-crew-note-smuggler = Smuggler de { $carrier }: Magazines y Radios le cuestan a la banda la mitad de $.
rules-crew-note-funding = { $card } de { $carrier }: la banda recibe { $amount } más.
rules-crew-note-elite-boss = { $card } de { $carrier }: cualquier número de modelos Elite ({ $kind }).
rules-crew-note-charismatic = Charismatic de { $carrier }: una plaza más de Free Agent.
rules-crew-note-affiliation = Bandas { $played }: { $rules }.
rules-ruled-closed = solo se unen modelos { $played } (ningún Unknown)
rules-ruled-keyword = solo se unen modelos con { $keyword }
rules-ruled-only-played = todo modelo es { $played } o Unknown
rules-ruled-played-objectives = las cartas de objetivo de banda son cartas { $played }
rules-ruled-leader-boss = el Jefe es un Leader
rules-ruled-no-rank-limits = sin límite de plazas por rango
rules-ruled-same-name = varios modelos pueden compartir nombre con distintos alias
rules-ruled-rivals-exclusion = los modelos con { $rival } como rival nunca comparten banda con modelos { $rival }
rules-reminder-i-will-break-you = I Will Break You de { $alias }: elige una de sus tres opciones antes de la partida.
rules-trait-copies = Hasta { $count } copias de este perfil por banda.
rules-trait-elite = Un modelo Elite ({ $kind }) por banda; cualquier número con su Elite Boss.
rules-trait-elite-boss = La banda puede tener cualquier número de modelos Elite ({ $kind }).
rules-trait-charismatic = Una plaza más de Free Agent para la banda (una vez por banda).
rules-trait-duo = Con { $x } en el mismo rango, solo uno de los dos ocupa plaza.
rules-trait-speedster = Un Speedster por banda; trae el mazo Speedforce.
rules-trait-affinity = Puede unirse a cualquier banda que tenga a { $x }, y contar allí como Free Agent.
rules-trait-aversion = Nunca en la misma banda que cualquier { $x }.
rules-trait-required-unnamed = Solo en una banda que tenga el modelo que nombra su carta.
rules-trait-required = Solo en una banda que tenga a { $x }.
rules-trait-barred-from = Nunca en una banda { $affiliation }.
rules-trait-boss-must-be = Solo si Batman (Modern Age) dirige la banda como Jefe.
rules-trait-teen-titans-founder = En una banda solo de Teen Titans, The Sidekick no se aplica.
rules-trait-mercenary = En una banda { $affiliation }, solo con un modelo llamado { $name }.
rules-trait-incorruptible = Solo con un Jefe de su propia afiliación; ninguna carta lo admite de otro modo.
rules-trait-vocational = Se une a cualquier banda en la que todos los modelos sean Cop.
rules-trait-crew-only = Su banda solo contrata modelos { $affiliation } (ningún Unknown).
rules-trait-amazon-lineage = Como Jefe, su banda solo recluta Amazons.
rules-trait-possessed = Como Jefe, se unen hasta 3 Secuaces de cualquier afiliación (ni Bot ni Cybernetic); pierden 1 de Willpower y ganan Self-Discipline.
rules-trait-corrupt = Se unen hasta 3 Secuaces Cop de cualquier afiliación (una vez por banda).
rules-trait-absolute-power = Como Jefe, se unen Secuaces Cop de cualquier afiliación.
rules-trait-criminal-bonds = Se unen hasta 3 Secuaces { $affiliation } con Criminal (una vez por banda).
rules-trait-batman-lives = William Cobb puede unirse desde cualquier afiliación; entonces todo Free Agent debe ser { $free_agents }.
rules-trait-unrecruitable = No se puede reclutar: otra carta lo pone en juego.
rules-trait-kobra-swarm = No se recluta: cada Void Priest trae uno, gratis.
rules-trait-treacherous = Nunca puede ser el Jefe de la banda.
rules-trait-contractor = Puede ocupar el rango Leader; como Leader es un modelo { $affiliation }.
rules-trait-shadows-agent = Como Jefe, cede el puesto a otro modelo antes de la partida.
rules-trait-lieutenant = No cuesta $ mientras { $x } esté en la banda.
rules-trait-funding-bonus = La banda recibe { $amount } más.
rules-trait-funding-bonus-boss = Como Jefe, la banda recibe { $amount } más.
rules-trait-smuggler = Magazines y Radios le cuestan a la banda la mitad de $.
rules-trait-dollotrons = Trae consigo a los Dollotrons 1 a 3, sin coste de Rep.
rules-trait-three-jokers = Los tres Jokers se unen juntos y comparten la plaza de Leader.
rules-trait-no-equipment = No puede comprar equipo.
rules-trait-one-equipment = Compra un objeto de equipo como máximo.
rules-trait-iceberg-lounge = Como Jefe, un objeto más de la lista Iceberg Lounge.
rules-trait-upgrades = Permite a la banda comprar Lucius's Inventions.
rules-trait-vampire-queen = Permite a la banda comprar The Turning.
rules-trait-a-lot-colder = El mazo no puede incluir Searching for Nora.
rules-trait-counts-as-nobody = Sin efecto en el mazo: el perfil al que sustituye ({ $rank }) nunca se une a las bandas de este modelo.
rules-trait-counts-as = Cuenta como el perfil que pone en juego ({ $rank }) para las cartas de personaje.
rules-trait-underworld-king = Se pueden dejar hasta 4 cartas generales boca arriba junto al mazo.
rules-trait-law-interpretation = Un mazo de Interpretation de hasta 3 cartas legales al empezar la partida.
rules-trait-veteran = Cuenta como si tuviera la regla especial que pide un objetivo, para cumplirlo.
rules-trait-i-will-break-you = Elige una de tres mejoras al reclutarlo.
rules-deck-unknown-card = '{ $id }' no está en el catálogo de cartas de objetivo.
rules-deck-copies = { $card } { $copies ->
    [one] es una carta única
   *[other] tiene { $copies } copias
}: el mazo la incluye { $held ->
    [one] 1 vez
   *[other] { $held } veces
}.
rules-deck-same-name = El mazo incluye { $count } cartas distintas llamadas { $name }; un mazo incluye una sola carta de cada nombre.
rules-deck-size = El mazo tiene { $size } cartas; necesita exactamente { $required } (sin contar las cartas de personaje).
rules-deck-general = El mazo tiene { $general } cartas generales y { $crew } cartas de banda: no puede haber más cartas generales que de banda.
rules-deck-singles = { $singles } de las { $size } cartas son cartas únicas: como mucho puede serlo la mitad ({ $half }).
rules-deck-versions = { $names } o { $count } versiones más
rules-deck-character-card = { $card } es para { $who } como { $ranks }: ningún miembro de la banda es ese modelo en ese rango.
rules-deck-not-played = { $card } es una carta para { $affiliations }; una banda { $played } solo lleva cartas { $played }.
rules-deck-affiliation = { $card } es una carta para { $affiliations }; el Jefe, { $boss }, es { $boss_affiliations }.
rules-deck-needs-rank = { $card } necesita un { $ranks } en la banda.
rules-deck-needs-trait = { $card } necesita un modelo con { $traits } en la banda.
rules-deck-prevented = Una banda con { $trait_name } ({ $alias }) no puede llevar { $card }.
rules-fill-too-many = El mazo ya tiene { $size } cartas; el reglamento pide { $required }. Quita algunas primero.
rules-fill-no-selection = Ninguna selección legal de las cartas que puede llevar esta banda completa el mazo; cambia las cartas que ya tiene.
rules-card-kind-general = General
rules-card-kind-crew = Banda
rules-card-kind-character = Personaje
rules-joining-crew-only = { $card } de { $boss }: la banda solo contrata modelos { $only }, y { $alias } [{ $affiliations }] no lo es.
rules-joining-closed = La banda juega { $played }, una afiliación cerrada: { $alias } [{ $affiliations }] no es { $played }.
rules-joining-keyword = La banda juega { $played }: solo se unen modelos con { $keyword }, y { $alias } no lo tiene.
rules-joining-played = La banda juega { $played }: { $alias } [{ $affiliations }] debe ser { $played } o Unknown.
rules-joining-cult = { $boss } dirige una banda de { $leads }: { $alias }, un { $refuses }, no puede unirse.
rules-joining-no-shared = { $alias } [{ $affiliations }] no comparte ninguna afiliación con el Jefe, { $boss } [{ $boss_affiliations }].
rules-joining-taken = { $alias } podría unirse mediante { $exception } de { $by }, pero admite { $cap } modelos y ya están ocupados ({ $holders }).
rules-joining-only-with = { $card } de { $alias }: solo en una banda con { $needed }.
rules-joining-only-with-uncarded = { $alias } solo puede unirse a una banda con { $needed }.
rules-joining-barred-from = { $card } de { $alias }: nunca en una banda { $affiliation }.
rules-joining-boss-must-be = { $card } de { $alias }: solo si { $bosses } dirige la banda como Jefe.
rules-joining-mercenary = { $card } de { $alias }: en una banda { $affiliation }, solo con un modelo llamado { $name }.
rules-joining-incorruptible = { $card } de { $alias }: solo con un Jefe de su propia afiliación ({ $own }); { $boss } es { $boss_affiliations }.
rules-joining-unrecruitable = { $card } de { $alias }: nunca se recluta; otra carta lo pone en juego.
rules-joining-amazons-only = { $card } de { $boss }: como Jefe, solo recluta Amazons, y { $alias } no lo es.
rules-joining-free-agents-must-be = { $card } de { $carrier }: con William Cobb en la banda, todo Free Agent debe ser { $affiliation }, y { $alias } no lo es.
rules-joining-rivals = { $count ->
    [one] { $alias } tiene a { $named } como rival y no comparte banda con modelos { $named }: { $others }.
   *[other] { $alias } tiene a { $named } como rivales y no comparte banda con sus modelos: { $others }.
}
rules-joining-never-with = { $card } de { $alias }: nunca en una banda con { $other }.
rules-joining-never-with-uncarded = { $alias } no puede unirse a una banda con { $other }.
rules-joining-eternal = { $alias } es un perfil Eternal (antiguo): permite los perfiles Eternal en esta banda, o elige un perfil actual.
rules-equipment-unknown = '{ $id }' de { $carrier } no está en el catálogo de equipo.
rules-equipment-twice = { $carrier } lleva { $item } dos veces.
rules-equipment-affiliation = { $item } es equipo de { $affiliation }, y el Jefe, { $boss }, no es { $affiliation }.
rules-equipment-carrier = { $alias } ({ $rank }) no puede llevar { $item }: es para { $who }.
rules-equipment-carrier-henchmen = { $alias } ({ $rank }) no puede llevar { $item }: es para Secuaces.
rules-equipment-the-trait = la regla especial { $traits }
rules-equipment-a-weapon-with = un arma con { $traits }
rules-equipment-needs-trait = { $alias } no puede llevar { $item }: necesita { $needs }.
rules-equipment-forbidden = { $alias } no puede llevar { $item }: los modelos con { $trait_name } no pueden llevarlo.
rules-equipment-none = { $card } de { $alias }: no compra equipo, y lleva { $items }.
rules-equipment-one = { $card } de { $alias }: compra un objeto como máximo, y lleva { $items }.
rules-equipment-cap = La banda compró { $item } { $bought ->
    [one] una vez
   *[other] { $bought } veces
}; puede comprarlo { $cap ->
    [one] una vez
   *[other] { $cap } veces
}.
rules-equipment-cap-across = La banda compró { $item } { $bought ->
    [one] una vez
   *[other] { $bought } veces
}; puede comprarlo { $cap ->
    [one] una vez
   *[other] { $cap } veces
}, sumando las listas { $lists }.
rules-equipment-needs = { $item } necesita: { $need }.
rules-equipment-list = La banda compró { $bought } objetos de la lista { $list } ({ $items }); puede comprar 1.
rules-equipment-list-extra = La banda compró { $bought } objetos de la lista { $list } ({ $items }); puede comprar 2, con { $card } de { $boss }.
rules-added-missing-jokers = { $card } de { $alias }: { $brought } comparten la regla especial y se unen juntos; añade { $missing }.
rules-added-missing-dollotrons = { $card } de { $alias }: { $brought } se unen con él; añade { $missing }.
rules-added-swarms = Cada Void Priest trae un { $swarm }: la banda tiene { $priests ->
    [one] 1 Void Priest
   *[other] { $priests } Void Priests
} y { $swarms ->
    [one] 1 { $swarm }
   *[other] { $swarms } { $swarm }s
}; añade { $add }.
rules-added-lone-swarm = Kobra Swarm de { $alias }: nunca se recluta; cada uno llega con un Void Priest, y este no tiene ninguno.
rules-added-choice-not-offered = { $alias } guarda una elección para '{ $key }', que su carta no ofrece.
rules-added-unknown-option = '{ $option }' no es una opción de I Will Break You de { $alias }: elige una de sus tres.
# end of rules

## Códigos de banda, de mesa y de resultado (code-*)

code-kind-ruleset = reglamento
code-kind-affiliation = afiliación
code-kind-model = modelo
code-kind-equipment = objeto de equipo
code-kind-card = carta de objetivo
code-kind-choice = elección al reclutar
code-kind-option = opción al reclutar
code-unnumbered = la banda incluye '{ $id }' ({ $kind }), que no está en el catálogo en uso: un código de banda no puede nombrarlo
code-too-many-cards = el mazo de objetivos tiene { $count } cartas, más de las que admite un código de banda ({ $max })
code-crew-empty = no se ha dado ningún código de banda
code-crew-not-a-code = esto no es un código de banda de Gotham Companion (empiezan por GC)
code-crew-bad-character = este código de banda está dañado: { $character } (carácter { $position }) no forma parte de un código de banda
code-crew-damaged = este código de banda está dañado: un carácter está mal, falta o sobra; cópialo de nuevo
code-crew-newer = este código de banda lo hizo un Gotham Companion más reciente (versión de código { $version }; esta lee hasta la versión { $max }); actualiza la app para abrirlo
code-unknown-number = este código de banda lo hizo un Gotham Companion más reciente: nombra un elemento ({ $kind } número { $number }) que esta versión no conoce; actualiza la app para abrirlo
code-numbers = no se pueden leer los números del código de banda: { $why }
code-empty = no se ha dado ningún código
code-not-a-table-code = esto no es un código de mesa de Gotham Companion (empiezan por { $prefix })
code-not-a-result-code = esto no es un código de resultado de Gotham Companion (empiezan por { $prefix })
code-bad-character = el código está dañado: { $character } (carácter { $position }) no forma parte de un código
code-damaged = el código está dañado: un carácter está mal, falta o sobra; cópialo de nuevo
code-newer = el código lo hizo un Gotham Companion más reciente (versión { $version }); actualiza la app para leerlo
# end of code

## La colección (collection-*)

collection-size = { $miniatures ->
    [one] 1 miniatura
   *[other] { $miniatures_text } miniaturas
} de { $profiles ->
    [one] 1 perfil
   *[other] { $profiles_text } perfiles
}
collection-crew-owned-already = Tu colección ya cubre { $crew }.
collection-crew-owned = { $added ->
    [one] Añadida a tu colección la miniatura que le faltaba
   *[other] Añadidas a tu colección las { $added } miniaturas que le faltaban
} a { $crew }.
collection-marked = { $marked ->
    [one] 1 perfil marcado como tuyo
   *[other] { $marked } perfiles marcados como tuyos
} (una miniatura cada uno); { $kept ->
    [one] 1 que ya tenías conserva su cantidad
   *[other] { $kept } que ya tenías conservan sus cantidades
}.
collection-entry-no-id = una entrada no tiene id de perfil
collection-entry-too-many = { $id } figura { $owned } veces; el máximo es { $max }
collection-entry-twice = { $id } aparece dos veces
collection-short = { $count ->
    [one] falta 1 { $alias }
   *[other] faltan { $count } { $alias }
}
collection-short-summary = { $missing ->
    [one] falta 1 miniatura
   *[other] faltan { $missing } miniaturas
}: { $names } y { $count ->
    [one] 1 perfil más
   *[other] { $count } perfiles más
}
collection-fieldable = Se puede jugar con tu colección
collection-not-fieldable = No se puede jugar con tu colección: { $short }
collection-stand-ins = { $count ->
    [one] { $own } +1 sustituto
   *[other] { $own } +{ $count } sustitutos
}
collection-line-not-csv = no es CSV ({ $error })
collection-line-fields = { $count } campos donde id,alias,owned necesita 3
collection-line-no-id = sin id de perfil
collection-line-owned = owned debe ser un número entero de 0 a { $max }, no { $given }
collection-line-unknown = no hay ningún perfil { $id } en el catálogo { $catalog } (ni guardado en la colección)
collection-line-twice = { $id } aparece por segunda vez (la primera en la línea { $first })
collection-line = línea { $line }: { $why }
collection-in-use-none = Modelos en uso: ninguno. Activa «En uso» en una banda para sumar lo que necesita.
collection-in-use-unrecorded = Modelos en uso: { $crews ->
    [one] 1 banda
   *[other] { $crews } bandas
} · { $miniatures ->
    [one] 1 miniatura
   *[other] { $miniatures_text } miniaturas
} · no hay colección guardada: indica lo que tienes en el catálogo del Constructor
collection-in-use-fielded = Modelos en uso: { $crews ->
    [one] 1 banda
   *[other] { $crews } bandas
} · { $miniatures ->
    [one] 1 miniatura
   *[other] { $miniatures_text } miniaturas
} · tu colección las cubre todas a la vez
collection-in-use-short = Modelos en uso: { $crews ->
    [one] 1 banda
   *[other] { $crews } bandas
} · { $miniatures ->
    [one] 1 miniatura
   *[other] { $miniatures_text } miniaturas
} · { $short ->
    [one] falta 1 miniatura
   *[other] faltan { $short_text } miniaturas
} para jugarlas todas a la vez
# end of collection

## Comprobación de los datos de las probabilidades (odds-*)

odds-input-defense = Defensa
odds-input-injury-per-hit = Heridas por impacto
odds-input-stun-per-hit = Contusiones por impacto
odds-input-target-stun = Contusiones del objetivo
odds-input-target-injury = Heridas del objetivo
odds-input-willpower = Willpower
odds-input-endurance = Endurance
odds-input-attacks = Ataques
odds-input-strength = Strength
odds-input-attacker-effort = Esfuerzo del atacante
odds-input-defender-effort = Esfuerzo del defensor
odds-input-outnumbered = Superado en número
odds-input-rate-of-fire = ROF
odds-input-dodge = Dodge
odds-input-dice = Dados
odds-input-skill = Habilidad
odds-out-of-range = { $input }: debe estar entre { $min } y { $max } (es { $value })
odds-casualty = un objetivo con { $injury } de Herida y Endurance { $endurance } ya es una Baja
odds-ko-effort = un objetivo KO no puede hacer Esfuerzo
odds-effort-limit = con { $injury } de Herida, el Límite de Esfuerzo del defensor es { $limit }
odds-effort-stun = el defensor no puede hacer { $effort } de Esfuerzo: con { $stun } de Contusión alcanzaría su Willpower { $willpower }
# end of odds

## El seguimiento de la partida (tracker-*)

# end of tracker

## Los otros cuatro juegos (games-*)

# end of games

## La lista de cambios del catálogo (update-*)

# end of update

## La pestaña Catálogo (catalog-*)

# end of catalog

## Torneos (tournament-*)

# end of tournament

## Hojas y informes impresos (sheets-*)

# end of sheets
