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

sheets-rof = RoF { $rof }
sheets-ammo = munición { $ammo }
sheets-unnamed-weapon = Arma sin nombre
sheets-no-damage = sin daño
sheets-injury = { $injury ->
    [one] 1 herida
   *[other] { $injury } heridas
}
sheets-stun = { $stun ->
    [one] 1 contusión
   *[other] { $stun } contusiones
}
sheets-injury-stun = { $injury ->
    [one] 1 herida
   *[other] { $injury } heridas
} + { $stun ->
    [one] 1 contusión
   *[other] { $stun } contusiones
}
sheets-deck = Mazo de objetivos
sheets-deck-empty = Aún no hay cartas.
sheets-deck-counted = Mazo de objetivos ({ $size }/{ $required } cartas)
sheets-deck-counted-character = Mazo de objetivos ({ $size }/{ $required } cartas + { $character } de personaje)
sheets-deck-card = { $copies } x { $card } · { $vp } VP · { $kind }
sheets-deck-unknown = { $copies } x carta desconocida '{ $id }'
sheets-game-size = partida de { $rep } Rep
sheets-eternal-allowed = perfiles Eternos permitidos
sheets-plays-assumed = Juega { $affiliation } (la del Jefe que encaja)
sheets-plays = Juega { $affiliation }
sheets-no-boss = Aún sin Jefe
sheets-rank = Rango
sheets-model = Modelo
sheets-rank-boss = { $rank } (Jefe)
sheets-rank-and-boss = { $rank }, Jefe
sheets-unknown-model = modelo desconocido '{ $id }'
sheets-unknown-item = objeto desconocido '{ $id }'
sheets-member-costs = { $rep } Rep · { $dollars }
sheets-member-costs-equipped = { $rep } Rep · { $dollars } con su equipo
sheets-weapon = Arma: { $weapon }
sheets-traits = Reglas especiales: { $traits }
sheets-equipment = Equipo: { $items }
sheets-totals = Totales
sheets-totals-line = { $models ->
    [one] 1 modelo
   *[other] { $models } modelos
} · { $rep_used }/{ $rep_limit } Rep · { $spent }/{ $funding }
sheets-effects = Efectos de cartas y afiliación
sheets-legal = Banda legal: no incumple ninguna regla.
sheets-problems = Reglas incumplidas
sheets-before-match = Antes de la partida

sheets-roster-title = { $crew } · hoja de banda
sheets-printed-from = Impreso desde Gotham Companion.
sheets-unnamed-crew = Banda sin nombre
sheets-reputation = Reputación
sheets-funding = Fondos ($)
sheets-models = Modelos
sheets-legal-short = Legal
sheets-problem-count = { $count ->
    [one] 1 regla incumplida
   *[other] { $count } reglas incumplidas
}
sheets-check = Comprobación
sheets-ranks = Rangos
sheets-members = Miembros
sheets-no-members = Aún no hay miembros.
sheets-unknown-model-title = Modelo desconocido
sheets-not-in-catalog = '{ $id }' no está en el catálogo
sheets-base = peana de { $base }
sheets-boss = Jefe
sheets-member-problems = { $count ->
    [one] Regla incumplida
   *[other] Reglas incumplidas
}
sheets-traits-label = Reglas especiales
sheets-weapon-label = Arma
sheets-damage-label = Daño
sheets-ammo-label = Munición
sheets-equipment-label = Equipo
sheets-unknown-item-title = Objeto desconocido
sheets-copies = Copias
sheets-card = Carta
sheets-kind = Tipo
sheets-unknown-card = Carta desconocida '{ $id }'
sheets-deck-total = { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
}, { $vp } VP en total: { $size } de las { $required } cartas que necesita el mazo.
sheets-deck-total-character = { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
}, { $vp } VP en total: { $size } de las { $required } cartas que necesita el mazo + { $character ->
    [one] 1 carta de personaje
   *[other] { $character } cartas de personaje
}.

sheets-event-meta = { $date } · { $rounds } · formato { $preset }
sheets-pairings-title = emparejamientos de la ronda { $round }
sheets-slips-title = actas de la ronda { $round }
sheets-standings-title = clasificación tras la ronda { $round }
sheets-table = Mesa
sheets-player-a = Jugador A
sheets-player-b = Jugador B
sheets-table-code = Código de mesa
sheets-bye = Descansa
sheets-bye-note = (cuenta como victoria: sin partida esta ronda)
sheets-slip-heading = Ronda { $round } · Mesa { $table }
sheets-slip-code = Código de mesa (escríbelo en la pantalla final del seguimiento de la partida):
sheets-player = Jugador
sheets-list-played = Lista jugada
sheets-signature = Firma
sheets-points = Puntos
sheets-wtl = V/E/D
sheets-vp-for = VP a favor
sheets-vp-against = VP en contra
sheets-vp-diff = Dif. VP
sheets-sos = SoS
sheets-affiliation = Afiliación
sheets-lists = Listas
sheets-played = jugadas: { $lists }
sheets-dropped = (retirado)
sheets-round-list = R{ $round } lista { $list }

# end of sheets
