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

update-new = entra en el catálogo
update-removed = sale del catálogo
update-new-id = ahora tiene el id { $id }
update-funding-from-to = { $old } → { $new }
update-from-to = { $what } { $old } → { $new }
update-dollars = { $amount } $
update-reordered = cambia de orden
update-gains = gana { $name }
update-gains-unchecked = gana { $name } (se muestra; esta versión no lo comprueba)
update-loses = pierde { $name }
update-eternal = ahora Eterno
update-eternal-no-longer = ya no es Eterno
update-new-weapon = arma nueva { $name }
update-loses-weapon = pierde el arma { $name }
update-weapons-reordered = armas en otro orden
update-general-card = ahora es carta general
update-crew-card = ahora es carta de banda
update-needs-no-rank = ya no requiere un rango en la banda
update-needs-rank = ahora requiere un { $ranks } en la banda
update-character-card = ahora es carta de personaje
update-character-card-no-longer = ya no es carta de personaje
update-card-also-for = ahora también para { $aliases }
update-card-no-longer-for = ya no para { $aliases }
update-card-ranks = su modelo ahora ocupa el rango { $ranks }
update-card-profiles-reordered = sus perfiles cambian de orden
update-keyword = solo pueden unirse modelos con { $printed }
update-keyword-no-longer = ya no solo modelos con { $printed }
update-quantity-alias = alias
update-quantity-true-name = nombre real
update-quantity-base = peana
update-quantity-rep = Rep
update-quantity-funding = $
update-quantity-most-per-crew = máximo por banda
update-quantity-affiliation = afiliación
update-quantity-name = nombre
update-quantity-list = lista
update-quantity-vp = VP
update-quantity-copies = copias
update-quantity-needs-in-crew = requiere en la banda
update-quantity-carried-by = lo llevan
update-quantity-carrier-needs = el portador requiere
update-quantity-forbidden-with = prohibido con
update-quantity-carrier-weapon-needs = el arma del portador requiere
update-quantity-card-needs = requiere
update-quantity-prevented-by = lo impide
update-quantity-rivals-kept-out = rivales excluidos
update-shown-any = cualquiera
update-shown-no-list = sin lista
update-shown-none = ninguno
update-listed-also = ahora también { $item }
update-listed-no-longer = ya no { $item }
update-listed-rivals = ahora rival de { $item }
update-listed-no-longer-rivals = ya no es rival de { $item }
update-listed-requires = ahora requiere { $item }
update-listed-no-longer-requires = ya no requiere { $item }
update-listed-never-with = ahora nunca con { $item }
update-listed-allowed-with = ahora permitido con { $item }
update-stat-willpower = Willpower
update-stat-endurance = Endurance
update-stat-movement = Movement
update-stat-attack = Ataque
update-stat-defense = Defensa
update-stat-strength = Strength
update-damage = daño { $old } → { $new }
update-rate-of-fire = cambia el ROF
update-ammunition = cambia la munición
update-weapon-traits = cambian sus reglas especiales
update-rule-closed = ahora es una banda cerrada (solo pueden unirse modelos de { $affiliation })
update-rule-open = ya no es una banda cerrada (pueden unirse modelos de otras afiliaciones)
update-rule-no-rank-limits = ya no se aplican los límites de rango normales
update-rule-rank-limits = vuelven a aplicarse los límites de rango normales
update-rule-only-played = los miembros deben compartir la afiliación jugada o no tener ninguna
update-rule-only-played-no-longer = los miembros ya no necesitan compartir la afiliación jugada
update-rule-played-objectives = las cartas de objetivo de banda deben ser de la afiliación jugada
update-rule-played-objectives-no-longer = las cartas de objetivo de banda pueden ser de cualquier afiliación del Jefe
update-rule-leader-boss = el Jefe debe ser un Leader
update-rule-leader-boss-no-longer = el Jefe ya no tiene que ser un Leader
update-rule-same-name = los modelos pueden compartir nombre si sus alias difieren
update-rule-same-name-no-longer = los modelos ya no pueden compartir nombre
update-affiliation-new = { $name }: afiliación nueva
update-affiliation-gone = { $name }: ya no la lleva ningún perfil
update-new-id-of = { $name } (id nuevo { $id })
update-renamed-new-id = { $name } (antes { $was }; id nuevo { $id })
update-was = { $name } (antes { $was })
update-heading-new-profiles = Perfiles nuevos
update-heading-profiles-removed = Perfiles retirados
update-heading-profiles-renamed = Perfiles con id nuevo
update-heading-profiles-changed = Perfiles cambiados
update-heading-affiliation-rules = Reglas de afiliación
update-heading-new-equipment = Equipo nuevo
update-heading-equipment-removed = Equipo retirado
update-heading-equipment-changed = Equipo cambiado
update-heading-new-cards = Cartas de objetivo nuevas
update-heading-cards-removed = Cartas de objetivo retiradas
update-heading-cards-changed = Cartas de objetivo cambiadas
update-heading-unchecked = Se muestra; esta versión no lo comprueba
update-heading-names-only = Solo nombres impresos ({ $kinds })
update-names-profiles = { $count ->
    [one] 1 perfil
   *[other] { $count } perfiles
}
update-names-items = { $count ->
    [one] 1 pieza de equipo
   *[other] { $count } piezas de equipo
}
update-names-cards = { $count ->
    [one] 1 carta de objetivo
   *[other] { $count } cartas de objetivo
}
update-more = y { $count } más
update-renames = cambian de nombre, nada más: { $examples }
update-gone = sale del catálogo
update-rank-limits-gone = { $affiliation } ya no tiene límites de rango
update-rank-limits-gone-allowed = { $count ->
    [one] { $affiliation } ya no tiene límites de rango: se permite { $allowed }
   *[other] { $affiliation } ya no tiene límites de rango: se permiten { $allowed }
}
update-rank-limits-back = { $affiliation } vuelve a tener los límites de rango normales
update-closed = { $affiliation } ahora es una banda cerrada (solo pueden unirse modelos de { $affiliation })
update-open = { $affiliation } ya no es una banda cerrada
update-closed-out = { $count ->
    [one] { $state }: { $names } no puede unirse
   *[other] { $state }: { $names } no pueden unirse
}
update-open-in = { $count ->
    [one] { $state }: { $names } puede unirse
   *[other] { $state }: { $names } pueden unirse
}
update-now-broken = ahora incumple: { $rule }
update-no-longer-broken = ya no incumple: { $rule }
update-applies = { $badge } ahora se aplica ({ $note })
update-no-longer-applies = { $badge } ya no se aplica
update-outcome-rep = la banda tiene ahora { $rep } de { $limit } Rep (antes { $was })
update-outcome-funding = { $funding } de { $available } (antes { $was } de { $was_available })
update-outcome-legal = ahora es legal
update-outcome-breaks = { $count ->
    [one] ahora incumple 1 regla
   *[other] ahora incumple { $count } reglas
}
update-outcome-breaks-was = { $count ->
    [one] ahora incumple 1 regla (antes { $was })
   *[other] ahora incumple { $count } reglas (antes { $was })
}
update-deck = mazo: { $change }
update-because = motivo: { $reason }

# end of update

## La pestaña Catálogo (catalog-*)

catalog-choose-title = Actualizar catálogo: elige un paquete de catálogo
catalog-type-path = Escribe la ruta de un paquete de catálogo, o elige uno.
catalog-update-title = Actualizar catálogo
catalog-update-about = Abre un paquete de catálogo: verás qué cambia y cómo afecta a cada una de tus bandas antes de que cambie nada.
catalog-update-button = Actualizar catálogo…
catalog-path-placeholder = …o escribe la ruta del paquete
catalog-check = Ver qué cambia
catalog-reading = Leyendo el paquete y comprobando tus bandas…
catalog-not-installed = No instalado: { $why }
catalog-on-machine = Catálogos en este equipo
catalog-looking = Buscando…
catalog-folder-unreadable = No se puede leer la carpeta de catálogos: { $why }
catalog-bundled = Incluido con la app ({ $id })
catalog-bundled-about = Siempre disponible para volver a él
catalog-pack-unreadable = { $path }: no se puede leer: { $why }
catalog-in-use = Catálogo en uso
catalog-contents = Perfiles: { $profiles } · Equipo: { $items } · Cartas de objetivo: { $cards }
catalog-contents-dated = Perfiles: { $profiles } · Equipo: { $items } · Cartas de objetivo: { $cards } · publicado el { $date }
catalog-source = Fuente: { $source }
catalog-use-previous-bundled = Usar el catálogo anterior (el incluido)
catalog-use-previous = Usar el catálogo anterior ({ $id })
catalog-blocked = El catálogo no puede cambiar ahora: { $why }.
catalog-in-use-chip = En uso
catalog-use = Usar
catalog-same = Es el catálogo en uso
catalog-install = Instalar { $id }
catalog-cancel = Cancelar
catalog-not-now = Ahora no: { $why }.
catalog-released = publicado el { $date }
catalog-no-source = sin fuente
catalog-update-from-to = Actualizar de { $from } a { $to }
catalog-what-changes = Qué cambia
catalog-show-short = Ver la lista corta
catalog-show-all = Ver todo
catalog-nothing = Nada: los dos catálogos tienen los mismos perfiles, equipo, cartas y reglas.
catalog-your-crews = Tus bandas
catalog-crews-none = { $count ->
    [one] Tu banda guardada no cambia: mantiene su veredicto, su Rep y su $.
   *[other] Ninguna de tus { $checked } bandas guardadas cambia: cada una mantiene su veredicto, su Rep y su $.
}
catalog-crews-changed = { $count ->
    [one] Cambia { $changed } de tus { $checked } bandas guardadas:
   *[other] Cambian { $changed } de tus { $checked } bandas guardadas:
}
catalog-unreadable = { $count ->
    [one] { $files } archivo de banda no se puede leer y no se comprobó.
   *[other] { $files } archivos de banda no se pueden leer y no se comprobaron.
}

# end of catalog

## Torneos (tournament-*)

tournament-preset-refused = la plantilla no sirve para un torneo: { $problems }
tournament-no-event-name = ponle nombre al torneo
tournament-bad-date = la fecha del torneo '{ $date }' no es un día escrito AAAA-MM-DD
tournament-rounds-out-of-range = un torneo juega de 1 a { $max } rondas, no { $rounds }
tournament-rounds-paired-already = { $count ->
    [one] ya hay 1 ronda emparejada
   *[other] ya hay { $count } rondas emparejadas
}
tournament-all-rounds-paired = { $count ->
    [one] el torneo juega 1 ronda y ya está emparejada
   *[other] el torneo juega { $count } rondas y todas están emparejadas
}
tournament-round-waits = { $count ->
    [one] la ronda { $round } aún espera 1 resultado
   *[other] la ronda { $round } aún espera { $count } resultados
}
tournament-round-before-waits = la ronda anterior aún espera resultados
tournament-too-few-players = una ronda necesita dos jugadores que sigan en el torneo
tournament-seeding-after-round-one = un sembrado solo empareja la ronda 1: las siguientes siguen la clasificación
tournament-seeding-incomplete = un sembrado nombra a cada jugador una vez
tournament-no-round-yet = aún no hay ninguna ronda emparejada
tournament-timer-running = el reloj de la ronda ya está en marcha
tournament-no-player-name = ponle nombre al jugador
tournament-event-full = un torneo admite como mucho { $max } jugadores
tournament-name-taken = ya hay un jugador inscrito llamado { $name }
tournament-no-player = no hay ningún jugador número { $number }
tournament-fingerprint = la lista { $list } no coincide con su huella { $fingerprint }
tournament-mixed-catalogs = las listas de { $player } no se comprobaron con un mismo catálogo
tournament-lists-break-rules = las listas de { $player } incumplen las reglas del torneo: { $problems }
tournament-affiliation-differs = la lista { $list } de { $player } juega { $plays }, no { $saved } como dice el archivo
tournament-still-playing = { $name } juega una partida de esta ronda: anota antes su resultado, o cámbialo antes de que empiece la ronda
tournament-dropped-already = { $name } ya se ha retirado
tournament-dropped-paired = { $name } se ha retirado y no está emparejado
tournament-paired-twice = { $name } está emparejado dos veces
tournament-not-paired = { $name } no está emparejado
tournament-no-round = no hay ronda { $round } (rondas emparejadas: { $paired })
tournament-no-table = la ronda { $round } no tiene mesa { $table } (tiene { $tables })
tournament-same-result = la mesa { $table } ya tiene este resultado
tournament-result-there = la mesa { $table } ya tiene resultado ({ $first } a { $second }): corrígelo
tournament-no-result-to-correct = la mesa { $table } no tiene resultado que corregir
tournament-vp-out-of-range = un jugador anota de 0 a { $max } VP, no { $vp }
tournament-no-such-list = { $count ->
    [one] { $player } inscribió 1 lista, no hay lista { $list }
   *[other] { $player } inscribió { $count } listas, no hay lista { $list }
}
tournament-swap-self = elige dos jugadores distintos para intercambiar
tournament-round-begun = la ronda ya ha empezado: solo se pueden intercambiar jugadores antes de que empiece
tournament-swap-unpaired = ambos jugadores deben estar emparejados en esta ronda
tournament-code-other-event = este código de resultado es de otro torneo
tournament-code-other-round = este código de resultado es de la ronda { $round }, y se está jugando la ronda { $playing }
tournament-code-no-table = este código de resultado no indica ninguna mesa
tournament-code-other-players = en la mesa { $table } de la ronda { $round } juegan { $first } contra { $second }, no { $given_first } contra { $given_second }
tournament-match-not-paired = ninguna mesa de la ronda { $round } es { $first } contra { $second }: revisa los nombres de los jugadores en la partida
tournament-replay = el torneo { $event } no se puede reproducir: { $why }
tournament-player-number = jugador { $number }
tournament-lists = { $count ->
    [one] 1 lista
   *[other] { $count } listas
}
tournament-list-count = { $count ->
    [one] el torneo pide { $asked_lists } y se entregó 1
   *[other] el torneo pide { $asked_lists } y se entregaron { $count }
}
tournament-list-rule = lista { $list } ({ $crew }): { $rule }
tournament-list-overspent = lista { $list } ({ $crew }): gasta { $spent }, más que los { $allowed } del torneo
tournament-mixed-affiliations = las listas juegan afiliaciones distintas ({ $affiliations }): el torneo pide una sola
tournament-preset-lists = cada jugador lleva de 1 a { $max } listas, no { $lists }
tournament-preset-reputation = el límite de Reputación va de 1 a { $max }, no { $reputation }
tournament-preset-tie-below-zero = un empate necesita "empate por debajo de" 1 o más (igualdad de VP es empate)
tournament-preset-tie-reaches-total = un empate (diferencia menor de { $tie_below }) no puede pasar de una victoria total (desde { $total_from })
tournament-preset-points = una partida da de 0 a { $max } puntos, no { $points }
tournament-preset-tiebreak-twice = el desempate { $tiebreak } aparece dos veces
tournament-lists-pair = las listas { $first } y { $second }
tournament-same-crew = { $pairs } son la misma banda
tournament-swapped = Intercambiados: sin revancha.
tournament-met-before = { $first } y { $second } ya se han enfrentado
tournament-swapped-rematch = Intercambiados. Hay revancha: { $rematches }.
tournament-tiebreak-sos = SoS
tournament-tiebreak-vp-difference = diferencia de VP
tournament-tiebreak-vp-scored = VP anotados
tournament-tiebreak-head-to-head = enfrentamiento directo
tournament-preset-batmatch = Batmatch
tournament-preset-custom = Personalizada
tournament-rounds = { $count ->
    [one] 1 ronda
   *[other] { $count } rondas
}
tournament-field-lists = Listas por jugador
tournament-field-reputation = Límite de Rep
tournament-field-funding = Límite de $
tournament-field-same-affiliation = Una afiliación
tournament-field-deck = Exige mazo
tournament-field-tie-below = Empate por debajo de (VP)
tournament-field-total-from = Total desde (VP)
tournament-field-win = Puntos por victoria
tournament-field-tie = Puntos por empate
tournament-field-loss = Puntos por derrota
tournament-field-total-win = Puntos por victoria total
tournament-field-total-loss = Puntos por derrota total

tournament-fielded = Tus miniaturas bastan para las listas elegidas, todas a la vez.
tournament-not-fielded = Tus miniaturas no bastan para las listas elegidas todas a la vez: { $missing }
tournament-saved = Torneos guardados
tournament-looking = Buscando…
tournament-none-yet = Ninguno aún: crea uno arriba.
tournament-file-line = { $count ->
    [one] { $date } · 1 ronda emparejada
   *[other] { $date } · { $count } rondas emparejadas
}
tournament-open = Abrir
tournament-head-unpaired = { $count ->
    [one] { $date } · 1 ronda, ninguna emparejada aún · plantilla { $preset }
   *[other] { $date } · { $count } rondas, ninguna emparejada aún · plantilla { $preset }
}
tournament-head = { $date } · ronda { $played } de { $rounds } · plantilla { $preset }
tournament-undo = Deshacer
tournament-redo = Rehacer
tournament-players-tab = Jugadores ({ $count })
tournament-round-tab = Ronda
tournament-round-number-tab = Ronda { $round }
tournament-standings-tab = Clasificación
tournament-register-title = Inscribir a un jugador
tournament-player-name = Nombre del jugador
tournament-list-number = Lista { $number }
tournament-saved-crew = Una banda guardada
tournament-paste-crew-code = pega un código de banda
tournament-same-note = Ojo: { $same }. El torneo lo permite; confírmalo con el jugador.
tournament-register = Inscribir
tournament-joined-after = se unió tras la ronda { $round }
tournament-dropped = retirado
tournament-drop = Retirar
tournament-column-player = Jugador
tournament-column-points = Puntos
tournament-column-record = V/E/D
tournament-column-vp-for = VP +
tournament-column-vp-against = VP -
tournament-column-difference = Dif.
tournament-column-sos = SoS
tournament-column-affiliation = Afiliación
tournament-standing-dropped = { $name } (retirado)
tournament-print-standings = Imprimir clasificación
tournament-export-to = Exportar a (.csv o .json)
tournament-export = Exportar
tournament-new = Torneo nuevo
tournament-event-name = Nombre del torneo
tournament-date-today = Fecha (hoy)
tournament-rounds-auto = Rondas (auto)
tournament-preset = Plantilla
tournament-create = Crear el torneo
tournament-tiebreakers = Desempates tras los puntos (pulsa uno para subirlo):
tournament-summary-lists = { $count ->
    [one] 1 lista
   *[other] { $count } listas
}
tournament-summary-lists-one-affiliation = { $count ->
    [one] 1 lista de una sola afiliación
   *[other] { $count } listas de una sola afiliación
}
tournament-summary-rep = { $rep } Rep
tournament-summary-deck = mazo
tournament-summary-scoring = diferencia menor de { $tie_below }: empate { $tie }/{ $tie }; menor de { $total_from }: victoria { $win }/{ $loss }; si no, total { $total_win }/{ $total_loss }
tournament-pair-round = Emparejar ronda { $round }
tournament-rounds-label = Rondas
tournament-set = Fijar
tournament-print-pairings = Imprimir emparejamientos
tournament-print-slips = Imprimir actas
tournament-no-round-paired = Aún no hay ninguna ronda emparejada: inscribe a los jugadores y empareja la ronda 1.
tournament-bye = { $count ->
    [one] Descansa: { $name } (cuenta como victoria: 1 punto, sin VP)
   *[other] Descansa: { $name } (cuenta como victoria: { $count } puntos, sin VP)
}
tournament-paste-result-code = Pega un código de resultado (GR…)
tournament-enter-code = Anotar el código
tournament-import-match = Importar una partida…
tournament-start-timer = Iniciar el reloj de la ronda ({ $minutes } min)
tournament-timer-note = Solo empieza al pulsarlo.
tournament-time-up = Se acabó el tiempo: avísalo en las mesas (Fin del tiempo, en el seguimiento de la partida).
tournament-time-left = Tiempo restante: { $time }
tournament-list-placeholder = Lista
tournament-vp-placeholder = VP
tournament-table = Mesa { $number }
tournament-correct = Corregir
tournament-enter = Anotar
tournament-done = hecho
tournament-table-code = Código de mesa: { $code }
tournament-a-player = un jugador
tournament-swap-before = Antes de que empiece la ronda, intercambia
tournament-swap = Intercambiar
tournament-not-whole-number = { $field }: '{ $text }' no es un número entero igual o mayor que 0
tournament-not-rounds = '{ $text }' no es un número de rondas
tournament-not-a-day = '{ $date }' no es un día escrito AAAA-MM-DD
tournament-pick-two = elige los dos jugadores que intercambiar
tournament-entered-from-code = Anotado desde su código: { $said }.
tournament-code-refused = Código de resultado rechazado: { $why }
tournament-import-title = Importar una partida terminada
tournament-entered-from-file = Anotado desde el archivo de partida: { $said }.
tournament-match-not-imported = Partida no importada: { $why }
tournament-result-said = mesa { $table }, { $first } { $first_vp } – { $second_vp } { $second }
tournament-list-empty = lista { $list }: elige una banda guardada o pega un código de banda
tournament-list-code = lista { $list }: { $why }
tournament-registered = { $name } queda inscrito.
tournament-registered-note = { $name } queda inscrito. Ojo: { $same }.
tournament-vp-not-number = mesa { $table }: escribe los VP de cada jugador como número entero

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

sheets-report-vs = { $first } contra { $second }
sheets-report-title = Informe de la partida: { $title }
sheets-report-date = Fecha: { $date }
sheets-report-finished = Jugada hasta el final de la ronda { $round }
sheets-report-unfinished = Sin terminar en la ronda { $round }, { $phase }
sheets-report-made-with = Hecho con Gotham Companion.
sheets-report-players = Jugadores
sheets-report-crew = Banda
sheets-report-objectives = Objetivos
sheets-report-by-hand = VP a mano
sheets-report-vp = Puntos de Victoria
sheets-report-winner = (ganador)
sheets-report-vp-by-round = Puntos de Victoria por ronda
sheets-report-round = Ronda
sheets-report-models-note = El daño cuenta los marcadores que recibió cada modelo: no cuenta el daño que supera su Willpower o Endurance (las reglas lo descartan) ni la Contusión del Esfuerzo. El daño de los ataques resueltos con el asistente de ataque nombra a quien lo hizo; los marcadores añadidos a mano cuentan como recibidos (la parte «a mano»), sin autor. Los marcadores quitados a mano, y las Contusiones perdidas en el Recuento, no restan nada. KO cuenta cada vez que el modelo quedó KO.
sheets-report-dealt = Hecho
sheets-report-taken = Recibido
sheets-report-of-which = de ello a mano
sheets-report-casualty = Baja
sheets-report-caused = KO / Bajas causados
sheets-report-at-end = Al final
sheets-report-objectives-scored = Objetivos cumplidos
sheets-report-no-objective = Ningún Objetivo cumplido.
sheets-report-objective = Objetivo
sheets-report-by-hand-note = { $vp } VP sumados o restados a mano.
sheets-report-log = Registro
sheets-report-in-round = ronda { $round }
sheets-report-markers = { $stun } de Contusión, { $injury } de Herida
sheets-report-round-n = Ronda { $round }
sheets-report-round-unfinished = Ronda { $round } (sin terminar)
sheets-report-round-left = Ronda { $round }*
sheets-report-point = Ronda { $round }: { $player } { $vp } VP
sheets-report-left-note = * La ronda en que se dejó la partida: su marcador tal como quedó.
sheets-report-solid = línea continua: { $player }
sheets-report-dashed = línea discontinua: { $player }

# end of sheets
