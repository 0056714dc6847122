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

# end of calculator

## Reglas incumplidas, notas y recordatorios de una banda y su mazo (rules-*)

# end of rules

## Códigos de banda, de mesa y de resultado (code-*)

# end of code

## La colección (collection-*)

# end of collection

## Comprobación de los datos de las probabilidades (odds-*)

# end of odds

## El seguimiento de la partida (tracker-*)

# Fases, la delantera y qué hacer ahora (words/tracker)
tracker-phase-deployment = Despliegue
tracker-phase-take-the-lead = Tomar la Delantera
tracker-phase-raise-the-plan = Trazar el plan
tracker-phase-execute-the-plan = Ejecutar el plan
tracker-phase-recount = Recuento, paso { $number }: { $step }
tracker-phase-finished = Partida terminada
tracker-recount-traits = reglas especiales del inicio del Recuento
tracker-recount-spent-resources = descartar los Recursos gastados
tracker-recount-score-objectives = puntuar los Objetivos de final de ronda
tracker-recount-status-rolls = tiradas de estados alterados
tracker-recount-recovery = recuperación
tracker-recount-end-of-round = final de la ronda
tracker-lead-won = { $winner } gana la delantera ({ $a } a { $b }).
tracker-lead-tie-to-last-loser = El empate a { $total } es para { $winner }, que perdió la tirada por la delantera en la ronda anterior.
tracker-lead-reroll = Empate a { $total } y ninguna tirada anterior por la delantera que lo rompa: ambos vuelven a tirar.
tracker-verdict-winner = Gana { $player }.
tracker-verdict-draw = Empate.
tracker-now-deployment = Cada jugador puede cambiar una vez las cartas que quiera de sus cuatro primeras; luego empieza la ronda 1.
tracker-now-roll-for-lead = Ambos jugadores tiran un dado por la delantera (cada marcador de Pase sin usar suma 1).
tracker-now-lead-won = { $winner } ganó la tirada, { $a } a { $b }: elige quién tiene la Iniciativa.
tracker-now-lead-tie = { $lead } { $winner } elige quién tiene la Iniciativa.
tracker-now-lead-reroll = { $lead } (Cada marcador de Pase sin usar suma 1.)
tracker-now-raise-the-plan = Cada jugador coloca hasta { $markers } marcadores de Audacia en miniaturas que puedan activarse; luego empiezan las activaciones.
tracker-now-activate = { $player } activa una miniatura (o pasa).
tracker-now-all-activated = Todas las miniaturas se han activado: pasa al Recuento.
tracker-now-recount-traits = Se usan las reglas especiales que actúan al inicio del Recuento, empezando por quien tiene la Iniciativa.
tracker-now-recount-spent-resources = Las cartas de Recurso gastadas van al fondo de su mazo.
tracker-now-recount-score-objectives = Se puntúan los Objetivos que se comprueban al final de la ronda.
tracker-now-recount-status-rolls = Tira por los estados alterados, como Poison.
tracker-now-recount-all-recovered = Todas las miniaturas se han recuperado en lo posible.
tracker-now-recount-recovery = Tirada de Endurance para salir del KO: { $models }.
tracker-now-recount-end-of-round = Cada jugador puede descartar una carta; luego se barajan los mazos y se rellenan las manos.
tracker-result-winner = Gana { $winner }, { $winner_vp } VP a { $loser_vp } VP
tracker-result-draw = Empate: { $first } { $first_vp } VP, { $second } { $second_vp } VP
tracker-result-unfinished = Sin terminar en la ronda { $round } ({ $phase }): { $first } { $first_vp } VP, { $second } { $second_vp } VP
# Rechazos (words/tracker/refusals)
tracker-refusal-unknown-member = la banda de { $player } incluye '{ $model }', que no está en el catálogo
tracker-refusal-players = una partida necesita dos jugadores
tracker-refusal-wrong-phase = { $doing } corresponde a { $belongs }, y ahora es { $now }
tracker-refusal-game-over = la partida ha terminado
tracker-refusal-no-model = { $player } no tiene miniatura número { $number }
tracker-refusal-not-in-pile = '{ $card }' no está en { $pile }
tracker-refusal-redrew-already = { $player } ya ha cambiado cartas una vez
tracker-refusal-die-face = un dado muestra de 1 a 6, no { $roll }
tracker-refusal-lead-decided = la delantera ya está decidida
tracker-refusal-rolled-already = { $player } ya ha tirado
tracker-refusal-lead-undecided = primero ambos jugadores deben tirar por la delantera
tracker-refusal-audacity-when-out = { $model } no puede activarse, así que no recibe marcador de Audacia
tracker-refusal-audacity-already = { $model } ya tiene un marcador de Audacia
tracker-refusal-audacity-used-up = cada jugador tiene { $markers } marcadores de Audacia
tracker-refusal-no-audacity = { $model } no tiene marcador de Audacia
tracker-refusal-turn-to-activate = le toca activar a { $player }
tracker-refusal-cannot-activate = { $model } no puede activarse ahora
tracker-refusal-turn-of = es el turno de { $player }
tracker-refusal-no-pass-marker = { $player } no tiene marcador de Pase
tracker-refusal-none-to-pass-to = a { $player } no le quedan miniaturas por activar
tracker-refusal-effort = { $model } puede hacer como máximo { $available } de Esfuerzo ahora (Límite de Esfuerzo { $limit }, { $stun } de Contusión sobre Willpower { $willpower })
tracker-refusal-cannot-knock-down = { $model } no puede quedar Derribado ahora
tracker-refusal-no-ammunition = esa arma de { $model } no usa munición
tracker-refusal-no-magazine-left = a { $model } no le quedan cargadores para esa arma
tracker-refusal-magazines = un arma tiene de 0 a { $max } cargadores; { $model } tendría { $would }
tracker-refusal-out-of-ammunition = { $model } no tiene munición para esa arma
tracker-refusal-casualty = { $model } ha sido retirado como Baja
tracker-refusal-no-attacker = ese atacante no existe
tracker-refusal-no-target = ese objetivo no existe
tracker-refusal-not-in-catalog = '{ $model }' no está en el catálogo
tracker-refusal-hits = un ataque causa de 0 a { $max } impactos, no { $hits }
tracker-refusal-resources-short = { $count ->
    [one] { $player } solo tiene { $has } punto de Recurso
   *[other] { $player } solo tiene { $has } puntos de Recurso
}
tracker-refusal-resources = un jugador tiene de 0 a { $max } puntos de Recurso; { $player } tendría { $would }
tracker-refusal-cost = { $count ->
    [one] { $card } cuesta { $cost } punto de Recurso; { $player } tiene { $has }
   *[other] { $card } cuesta { $cost } puntos de Recurso; { $player } tiene { $has }
}
tracker-refusal-one-discard = { $player } puede descartar una carta al final de la ronda
tracker-refusal-unknown-card = '{ $card }' no está en el catálogo de cartas
tracker-refusal-objective-victory-points = los Objetivos dan de 0 a { $max } VP por partida; { $victory_points } por { $card } lo superaría
tracker-refusal-victory-points-by-hand = los VP a mano suman de -{ $max } a { $max }; { $delta } dejaría { $would } para { $player }
tracker-refusal-awaiting-recovery = primero tira la recuperación de { $models }
tracker-refusal-end-with-shuffle = termina la ronda con su barajado (RoundEnded)
tracker-refusal-does-not-advance = { $phase } no termina así
tracker-refusal-no-recovery-roll = { $model } no tiene tirada de recuperación pendiente
tracker-refusal-recovery-dice = una tirada de recuperación es de { $dice } dados, cada uno de 1 a 6
tracker-refusal-dice-disagree = esos dados no dan ese resultado
tracker-refusal-time-called-already = ya se ha declarado el fin del tiempo
tracker-refusal-deck-changed = el mazo barajado de { $player } no es el mazo que tiene
tracker-refusal-unreplayable = el evento { $event } no se puede reproducir: { $refusal }
tracker-refusal-lost-start = la partida ha perdido su punto de partida
tracker-doing-redrawing-hand = Cambiar cartas de la primera mano
tracker-doing-starting-game = Empezar la partida
tracker-doing-rolling-for-lead = Tirar por la delantera
tracker-doing-choosing-initiative = Elegir la Iniciativa
tracker-doing-placing-audacity = Colocar marcadores de Audacia
tracker-doing-starting-activations = Empezar las activaciones
tracker-doing-activating = Activar una miniatura
tracker-doing-passing = Pasar
tracker-doing-recovery-roll = Una tirada de recuperación
tracker-doing-ending-round = Terminar la ronda
tracker-pile-redrawn-hand = la mano
tracker-pile-hand = la mano de { $player }
tracker-pile-play = juego
tracker-pile-hand-or-play = la mano de { $player } ni en juego
# El registro (words/tracker/log)
tracker-log-began = Empieza la partida: { $first } ({ $first_crew }) contra { $second } ({ $second_crew }).
tracker-log-hand-redrawn = { $count ->
    [one] { $player } devuelve 1 carta y roba otra.
   *[other] { $player } devuelve { $count } cartas y roba otras tantas.
}
tracker-log-round-begins = Empieza la ronda { $round }: Tomar la Delantera.
tracker-log-lead-rolled = { $player } saca { $roll } por la delantera.
tracker-log-lead-rolled-bonus = { $player } saca { $roll } por la delantera (+{ $bonus } por Pases sin usar).
tracker-log-then = { $first } { $then }
tracker-log-initiative-given = { $by } da la Iniciativa a { $to }. Trazar el plan.
tracker-log-audacity-placed = Marcador de Audacia en { $model }.
tracker-log-audacity-removed = Se quita el marcador de Audacia de { $model }.
tracker-log-execute-the-plan = Ejecutar el plan.
tracker-log-execute-the-plan-with-passes = { $count ->
    [one] Ejecutar el plan. { $player } tiene 1 marcador de Pase: { $models } miniaturas contra { $against }.
   *[other] Ejecutar el plan. { $player } tiene { $count } marcadores de Pase: { $models } miniaturas contra { $against }.
}
tracker-log-activated = { $model } se activa.
tracker-log-passed = { $player } pasa.
tracker-log-time-called = Fin del tiempo: la partida termina tras la ronda { $round } y se puntúa tal como está.
tracker-log-effort = { $model } hace { $markers } de Esfuerzo ({ $stun } de Contusión).
tracker-log-knocked-down = { $model } queda Derribado.
tracker-log-stands-up = { $model } se levanta.
tracker-log-ammunition = { $count ->
    [one] { $model }: queda 1 cargador.
   *[other] { $model }: quedan { $count } cargadores.
}
tracker-log-attacked = { $count ->
    [one] { $attacker } ataca: 1 impacto. { $damage }.
   *[other] { $attacker } ataca: { $count } impactos. { $damage }.
}
tracker-log-resources = { $count ->
    [one] { $player }: 1 punto de Recurso.
   *[other] { $player }: { $count } puntos de Recurso.
}
tracker-log-played-objective = { $player } juega { $card } como Objetivo.
tracker-log-played-resource = { $player } gasta { $cost } en { $card } como Recurso.
tracker-log-played-discard = { $player } descarta { $card } al fondo del mazo.
tracker-log-played-remove = { $player } retira { $card } de la partida.
tracker-log-accomplished = { $player } cumple { $card } y gana { $victory_points } VP.
tracker-log-not-met = { $card } no se cumplió: { $player } la descarta.
tracker-log-victory-points-by-hand = { $player } { $delta } VP a mano ({ $total } VP).
tracker-log-recount = { $phase }.
tracker-log-recount-recovery = { $phase }. Las miniaturas que no están KO pierden 1 de Contusión.
tracker-log-recovery-roll = { $model } saca { $faces } ({ $kept } contra Endurance { $endurance }):
tracker-log-recovered = { $who } se recupera: Derribado, { $stun } de Contusión.
tracker-log-stays-ko = { $who } sigue KO.
tracker-log-game-ends = Termina la partida: { $why }. { $a } VP a { $b } VP. { $verdict }
tracker-log-marked = { $model }: { $stun } de Contusión, { $injury } de Herida
tracker-log-and = { $first }; { $then }
tracker-log-became-casualty = retirado como Baja
tracker-log-became-knocked-out = queda KO
tracker-log-became-recovered = sale del KO (Derribado; sin activación esta ronda)
tracker-log-pass-to = { $player } recibe un marcador de Pase
tracker-ending-out-of-models = una banda no tiene miniaturas por activar
tracker-ending-time-called = se acabó el tiempo
tracker-ending-last-round = terminó la ronda 4
# La barra de fase (screen/tracker/board/phase)
tracker-initiative-undecided = por decidir
tracker-before-round-one = Antes de la ronda 1
tracker-round-last = Ronda { $round }: la última (fin del tiempo)
tracker-round-of = Ronda { $round } de { $rounds }
tracker-stands-narrow = { $round } · { $phase } · Iniciativa: { $initiative }
tracker-initiative = Iniciativa: { $initiative }
tracker-abandon-ask = ¿Abandonar esta partida? Se guarda en el archivo.
tracker-abandon-confirm = Archivar y abandonar
tracker-keep-playing = Seguir jugando
tracker-not-allowed = No permitido: { $refused }.
tracker-log = Registro
tracker-time-called = Fin del tiempo
tracker-abandon = Abandonar
tracker-undo = Deshacer
tracker-redo = Rehacer
tracker-start-activations = Empezar las activaciones
tracker-end-game = Terminar la partida
tracker-shuffle-and-start = Barajar y empezar la ronda { $round }
tracker-next-step = Siguiente paso
tracker-export-to = Exportar a
tracker-choose-file = Elegir archivo…
tracker-export = Exportar
tracker-report-to = Informe en (.html)
tracker-export-report = Exportar informe
tracker-new-match = Nueva partida
tracker-initiative-to = Iniciativa para { $player }
tracker-rolled = { $player } sacó { $roll }
tracker-roll-for = Tirar por { $player }
tracker-pass-left = Pasar (quedan { $count })
tracker-to-recount = { $count ->
    [0] Al Recuento
   *[other] Al Recuento ({ $count } sin activar)
}
tracker-last-entry = Último: { $entry }
tracker-redraw-and-start = { $count ->
    [0] Empezar la ronda 1
    [one] Cambiar 1 carta elegida y empezar la ronda 1
   *[other] Cambiar { $count } cartas elegidas y empezar la ronda 1
}
# El tablero (screen/tracker/board/mod)
tracker-vp = { $vp } VP
tracker-on-turn = · le toca
tracker-vp-label = VP
tracker-resources-label = Recursos
tracker-fact-passes = Pases { $passes }
tracker-fact-lead = Delantera { $total }
tracker-fact-lead-bonus = +{ $bonus } a la tirada por la delantera
tracker-fact-audacity = Audacia { $placed }/4
tracker-fact-deck = Mazo { $cards }
tracker-fact-accomplished = { $count ->
    [one] 1 cumplido
   *[other] { $count } cumplidos
}
tracker-redraw = { $count ->
    [one] Cambiar 1 carta
   *[other] Cambiar { $count } cartas
}
tracker-stun = Contusión
tracker-injury = Herida
tracker-draw = Empate
tracker-newest-first = Lo más reciente primero
# La línea de una miniatura (screen/tracker/board/model)
tracker-recovers = se recupera
tracker-stays-ko = sigue KO
tracker-roll-odds = Tirar ({ $odds })
tracker-recovered = Recuperado
tracker-stays-ko-button = Sigue KO
tracker-remove-audacity = Quitar Audacia
tracker-audacity = Audacia
tracker-activate = Activar
tracker-attack = Atacar
tracker-casualty = Baja
tracker-ko = KO
tracker-effort-one = Esfuerzo +1 (quedan { $left })
tracker-stand-up = Levantarse
tracker-knock-down = Derribar
tracker-status-down = Derribado
tracker-audacity-used = Audacia usada
tracker-status-ammo = Munición { $ammo }
tracker-weapon = Arma
tracker-ammo-left = { $weapon }: { $left } de munición
# La mano (screen/tracker/board/hand)
tracker-card-facts = { $vp } VP · { $kind }
tracker-keep = Conservar
tracker-put-back = Devolver
tracker-discard = Descartar
tracker-pay = Pagar
tracker-cancel = Cancelar
tracker-objective = Objetivo
tracker-score-now = Puntuar ya
tracker-resource = Recurso…
tracker-scored = Puntuado
tracker-not-met = No cumplido
tracker-in-play = En juego
# Los archivos de la pestaña Partida (screen/tracker/mod)
tracker-type-export-path = Escribe dónde exportar la partida.
tracker-export-title = Exportar la partida
tracker-report-title = Escribir el informe de la partida
tracker-type-report-path = Escribe dónde guardar el informe.
tracker-no-report = sin informe: { $why }
# El formulario de nueva partida (screen/tracker/setup)
tracker-player = Jugador { $number }
tracker-as-last-played = { $crew } (como en la última partida)
tracker-pick-crews = Elige una banda para cada jugador.
tracker-name = Nombre
tracker-pick-saved-crew = Elige una banda guardada
tracker-crew-summary = { $models ->
    [one] 1 miniatura
   *[other] { $models } miniaturas
} · { $used }/{ $limit } Rep · { $cards ->
    [one] 1 carta de objetivo
   *[other] { $cards } cartas de objetivo
}
tracker-crew-breaks = { $count ->
    [one] Esta banda incumple 1 regla; aun así se puede seguir la partida.
   *[other] Esta banda incumple { $count } reglas; aun así se puede seguir la partida.
}
tracker-setup-intro = Elige la banda de cada jugador. Se barajan sus mazos de objetivos y se roban las primeras manos.
tracker-recovery-dice = Dados para la tirada de recuperación del KO (se quedan dos)
tracker-no-saved-crews = Aún no hay bandas guardadas: crea dos bandas primero (o añade las bandas de ejemplo).
tracker-start-match = Empezar la partida
# La ayuda de ataque (screen/tracker/attack)
tracker-apply-damage = { $count ->
    [one] Aplicar 1 impacto: { $stun } de Contusión, { $injury } de Herida
   *[other] Aplicar { $count } impactos: { $stun } de Contusión, { $injury } de Herida
}
tracker-apply = Aplicar
tracker-attacks = { $model } ataca
tracker-roll-dice = Tirar los dados
tracker-hits-label = Impactos
tracker-unarmed = Desarmado (1 de Contusión)
tracker-target = { $model } (Contusión { $stun }/{ $willpower }, Herida { $injury }/{ $endurance })
tracker-target-ko = { $model } (Contusión { $stun }/{ $willpower }, Herida { $injury }/{ $endurance }, KO)
tracker-target-placeholder = Objetivo
tracker-strength-die-switch = Dado de Strength (desactivado: Bat-Armor y similares)
tracker-outnumbered = Enemigos en contacto además del primero
tracker-attacker-effort = Esfuerzo del atacante
tracker-target-effort = Esfuerzo del objetivo
tracker-moved-first = Se movió antes (2 dados menos)
tracker-out-of-range = Fuera de alcance efectivo (1 menos)
tracker-in-cover = Objetivo a cubierto (1 menos)
tracker-dodges = Dados que esquiva el objetivo
tracker-cannot-play = Estos valores no se pueden jugar: { $error }
tracker-odds-attack-dice = { $dice } dados de ataque a { $on }+
tracker-odds-defense-dice = { $dice } dados de defensa a { $on }+
tracker-odds-strength-die = dado de Strength a { $on }+
tracker-odds-line = { $dice } · { $hits } impactos esperados
tracker-odds-hit = Impactar al menos una vez
tracker-odds-ko = Objetivo KO
tracker-roll-here = Tira aquí, o tira en la mesa e indica los impactos.
tracker-critical = Crítico: un 6 natural en el dado de Strength.
# El código de resultado (screen/tracker/result_code)
tracker-slip-a = A en la hoja es { $player }
tracker-tournament = Torneo:
tracker-table-code = Código de mesa de la hoja de partida (GT…)
tracker-code-says = Dice A: { $a } { $a_vp } – B: { $b } { $b_vp }. Compruébalo con la hoja.
tracker-result-code = Código de resultado: { $code }
tracker-copy = Copiar
tracker-not-table-code = No es un código de mesa: { $why }
# El archivo de partidas (screen/tracker/archive)
tracker-not-opened = No se abrió: { $error }
tracker-reports-where = Dónde guardar los informes (un archivo .html)
tracker-reports-go-to = Informes en
tracker-past-matches = Partidas anteriores
tracker-refresh = Actualizar
tracker-archive-unreadable = No se puede leer el archivo de partidas: { $error }
tracker-reading-archive = Leyendo el archivo…
tracker-no-past-match = Aún no hay partidas anteriores: una partida se guarda aquí cuando termina o se abandona.
tracker-date-unknown-lower = fecha desconocida
tracker-date-unknown = Fecha desconocida
tracker-against = { $first } contra { $second }
tracker-archived = Archivada { $when } · { $path } · solo lectura
tracker-round-score = Ronda { $round }: { $first }–{ $second }
tracker-round-score-left = Ronda { $round } (sin terminar): { $first }–{ $second }
tracker-vp-by-round = Puntos de Victoria por ronda: { $rounds }
tracker-against-crews = { $first } ({ $first_crew }) contra { $second } ({ $second_crew })
tracker-archived-unreadable = Esta partida archivada no se puede leer; la app la deja intacta.
tracker-open = Abrir
tracker-side-score = { $player } — { $vp } VP
tracker-model = Miniatura
tracker-dealt = Causado
tracker-taken = Recibido
tracker-in-round = ronda { $round }
tracker-objectives-scored = Objetivos puntuados
tracker-none = Ninguno
tracker-objective-scored = { $card } — { $vp } VP (ronda { $round })
tracker-vp-by-hand = { $delta } VP a mano
tracker-markers-short = { $stun } C / { $injury } H
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
