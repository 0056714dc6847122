# Los mensajes de Gotham Companion en español. Los ids son los del archivo inglés; un
# mensaje que falte aquí se muestra en inglés. Los datos del juego (alias, reglas
# especiales, armas, afiliaciones, títulos de cartas) quedan como los imprime el catálogo.

## En todas partes

close = Cerrar
and = y
or = o
# Lo que se dice de algo, tras su nombre («Loose Lips: Rep 50 → 60»).
said-of = { $what }: { $said }
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

app-tab-crews = Bandas
app-tab-crews-short = Bandas
app-tab-builder = Editor
app-tab-builder-named = Editor: { $name }{ $dirty }
app-tab-builder-short = Editor
app-tab-deck = Mazo de objetivos
app-tab-deck-short = Mazo
app-tab-odds = Probabilidades
app-tab-odds-short = Dados
app-tab-match = Partida
app-tab-match-short = Partida
app-tab-games = Juegos
app-tab-games-short = Juegos
app-tab-tournament = Torneo
app-tab-tournament-short = Torneo
app-tab-catalog = Catálogo
app-tab-catalog-short = Catálogo
app-text-scale = Texto { $percent }
app-text-scale-tip = Agranda todo, para leer desde un lado de la mesa
app-help-tip = Atajos de teclado (F1)
app-prompt-title = ¿Guardar los cambios de { $name }?
app-prompt-unsaved-open = Tiene cambios sin guardar; ¿guardarlos antes de abrir otra banda?
app-prompt-unsaved-new = Tiene cambios sin guardar; ¿guardarlos antes de empezar una banda nueva?
app-prompt-unsaved-close = Tiene cambios sin guardar; ¿guardarlos antes de cerrar?
app-prompt-save = Guardar
app-prompt-discard = No guardar
app-prompt-cancel = Cancelar
app-read-only-banner = Otra ventana de Gotham Companion tiene abierta esta carpeta de datos: esta es de solo lectura.
app-read-only-refusal = esta ventana es de solo lectura, porque otra ventana de Gotham Companion tiene abierta la carpeta de datos; guarda en esa, o ciérrala y vuelve a abrir esta aplicación
app-no-file-chosen = No elegiste ningún archivo. Si no se abrió ninguna ventana de archivos, escribe la ruta en el cuadro junto al botón.
app-no-file-window = No se abrió ninguna ventana de archivos: { $error }

app-saved-to = Guardada en { $path }
app-not-saved = No se guardó: { $error }
app-name-before-saving = Ponle un nombre a la banda antes de guardarla.
app-not-done = No se hizo: { $refusal }
app-renamed = Renombrada como { $name }
app-copied = Copia guardada como { $path }
app-deleted = Borrada { $path }
app-imported = { $name } importada como { $path }
app-exported = Exportada a { $path }
app-collection-exported = Tu colección se exportó a { $path }
app-examples-none = Todas las bandas de ejemplo ya están en tus bandas
app-examples-added = { $count ->
    [one] Se añadió 1 banda de ejemplo
   *[other] Se añadieron { $count } bandas de ejemplo
}
app-match-not-saved = No se pudo guardar la partida
app-match-not-archived = No se pudo archivar la última partida
app-game-not-saved = No se pudo guardar el juego
app-game-not-archived = No se pudo archivar el último juego
app-settings-not-saved = No se pudieron guardar los ajustes
app-tournament-not-saved = No se pudo guardar el torneo
app-collection-not-saved = No se pudo guardar tu colección
app-draft-not-saved = No se pudo poner a salvo la banda en construcción
app-draft-restored = { $crew } vuelve tal como estaba cuando se cerró la app, con cambios sin guardar: guárdala para conservarlos.
app-draft-unreadable = No se pudo leer la banda que estabas construyendo cuando se cerró la app, y esta ventana deja su archivo como está: { $error }
app-draft-set-aside = No se pudo leer la banda que estabas construyendo cuando se cerró la app (el archivo se guarda como { $path }): { $error }
app-refused-save = { $what ->
    [match] La partida no se guarda: { $refusal }
    [game] El juego no se guarda: { $refusal }
    [settings] Los ajustes no se guardan: { $refusal }
    [crew] La banda en construcción no queda a salvo de un cierre inesperado: { $refusal }
    [tournament] El torneo no se guarda: { $refusal }
   *[collection] La colección no se guarda: { $refusal }
}
app-match-kept = La última partida se guardó en { $path }
app-game-kept = El último juego se guardó en { $path }
app-result-code-copied = Código de resultado { $code } copiado: pégalo o escríbelo en la pestaña Torneo del organizador.
app-not-exported = No se exportó: { $refusal }
app-match-exported = Partida exportada a { $path }
app-games-unreadable = No se pudieron leer los juegos en curso: { $error }

app-catalog-no-folder = no hay carpeta de datos donde guardar catálogos
app-catalog-match-open = hay una partida abierta en la pestaña Partida, y se juega con el catálogo con el que empezó: termínala y empieza otra, o abandónala, primero
app-catalog-installed = Catálogo { $id } instalado: ya está en uso. { $crews }
app-catalog-back = De vuelta al catálogo { $id }.
app-catalog-now = El catálogo en uso es ahora { $id }.
app-catalog-unchanged-because = El catálogo no cambió: { $why }.
app-catalog-unchanged = El catálogo no cambió: { $error }
app-catalog-saved-with = guardada con el catálogo { $id }, { $why }
app-catalog-crews-unchanged = Ninguna de tus bandas guardadas cambia.
app-catalog-crews-changed = { $count ->
    [one] 1 de tus bandas guardadas cambia: la lista de bandas la muestra.
   *[other] { $count } de tus bandas guardadas cambian: la lista de bandas las muestra.
}

app-import-refused = No se importó nada de { $source }: { $lines }
app-import-refused-more = No se importó nada de { $source }: { $lines }; y { $more } más
app-import-the-file = el archivo
app-collection-unreadable-kept = No se pudo leer tu colección, y esta ventana deja el archivo como está: { $error }
app-collection-set-aside = No se pudo leer tu colección, así que empieza vacía (el archivo se guarda como { $path }): { $error }
app-collection-not-read = Tu colección aún no se ha leído, o no se pudo leer: se deja como está.
app-collection-undone = Tu colección vuelve a estar como estaba.
app-undo = Deshacer
app-collection-imported = Colección importada: { $size }.

app-report-refused = No se escribió el informe: { $error }
app-report-in-archive = No se escribió el informe: { $path } está en el archivo de partidas; elige un archivo en otro lugar
app-report-written = Informe de la partida escrito en { $path }
app-no-browser = este equipo no tiene ningún programa configurado para abrir páginas web
app-browser-failed = el programa configurado para abrir páginas web no arrancó
app-sheet = { $noun ->
    [Roster] Lista
   *[other] Hoja
}
app-sheet-not-printed = { $sheet } no impresa: { $error }
app-sheet-written = { $sheet } escrita en { $path }; pidiendo a tu navegador que la abra.
app-sheet-handed = { $sheet } enviada a tu navegador: imprímela desde allí. Si no se abrió ninguna ventana del navegador, abre { $path } tú mismo.
app-sheet-not-opened = { $sheet } escrita en { $path }, pero ningún navegador la abrió ({ $error }): abre ese archivo para imprimirla.

app-standings-exported = Clasificación exportada a { $path }
app-tournament-not-created = No se creó el torneo: { $error }
app-tournament-no-folder = No se creó el torneo: no hay carpeta de datos
app-settings-unreadable = No se pudieron leer los ajustes; se usan los predeterminados: { $error }
app-settings-set-aside = No se pudieron leer los ajustes, así que se usan los predeterminados (el archivo se guarda como { $path }): { $error }
app-last-crew-unreadable = No se pudo volver a abrir la banda abierta la última vez: { $error }

app-tournament-created = Torneo «{ $name }» creado ({ $path }): inscribe a los jugadores.
app-match-not-over = { $path }: la partida no ha terminado (ronda { $round }, { $phase })

app-unlocked = No se pudo bloquear la carpeta de datos ({ $why }), así que una segunda ventana podría sobrescribir los archivos de esta: abre una sola ventana a la vez.
app-roster-copied = Lista copiada al portapapeles.
app-code-copied = Código de banda copiado al portapapeles ({ $length } caracteres): pégalo en un chat para compartir la banda.
app-no-code = Sin código de banda: { $error }
app-match-resumed = Partida en curso reanudada: ronda { $round }, { $phase }.
app-match-kept-unread = No se pudo leer la partida guardada ({ $error }); esta ventana de solo lectura la deja como está.
app-match-set-aside = No se pudo leer la partida guardada y se apartó como { $path } ({ $error }).
app-new-crew = Banda nueva
app-software-drawing = Dibujo por software: la tarjeta gráfica no pudo dibujar esta ventana ({ $reason }).
app-catalog-problem = El catálogo en uso no se puede cargar, así que se usa el incluido: { $problem }
app-catalog-broken = { $count ->
    [one] El catálogo en uso, { $id }, no se puede cargar, así que se usa el incluido: tiene un problema, que debe corregir su autor:
   *[other] El catálogo en uso, { $id }, no se puede cargar, así que se usa el incluido: tiene { $count } problemas, que debe corregir su autor:
}

app-broken-rules = { $count ->
    [one] 1 regla incumplida
   *[other] { $count } reglas incumplidas
}

app-meter-over = { $amount } de más
app-meter-left = quedan { $amount }

app-filter-crew = Archivo de banda
app-filter-match = Archivo de partida
app-filter-report = Informe de partida
app-filter-collection = Colección en CSV (id,alias,owned)
app-filter-roster-html = Hoja de la lista para imprimir
app-filter-roster-md = Lista en Markdown
app-filter-roster-txt = Lista en texto plano
app-filter-catalog = Paquete de catálogo

app-choice-open = { $name } (abierta en el editor)
app-choice-example = { $name } (ejemplo)
app-choice-saved = { $name } ({ $file })
app-catalog-no-manifest = no se puede leer el manifiesto del catálogo incluido: esta versión está dañada; avísanos, por favor

app-dice-none = ninguno
app-dice-attack = Ataque
app-dice-defense = Defensa
app-dice-strength = Strength

app-dice-legend = Verde: impacto · naranja: impacto, luego bloqueado · azul: bloqueo · gris: sin efecto · rojo: el dado de Strength (atenuado: fallido)

app-task-panicked = se detuvo por un error interno ({ $reason }); avísanos del error, por favor
app-task-panicked-silently = se detuvo por un error interno (sin más detalles); avísanos del error, por favor

# end of app

## Archivos y carpetas: qué falló con uno (storage-*)

storage-no-home = no se encuentra la carpeta de datos; define { $variable } para elegir dónde se guardan los archivos
storage-file-in-the-way = no se puede crear la carpeta { $folder }: { $file } es un archivo, no una carpeta
storage-not-a-file-path = { $path } no es la ruta de un archivo
storage-cannot-create-folder = no se puede crear la carpeta { $path }: { $cause }
storage-cannot-write-in = no se puede escribir en la carpeta { $path }: { $cause }
storage-cannot-write = no se puede guardar { $path }: { $cause }
storage-cannot-replace = no se puede reemplazar { $path }: { $cause }
storage-cannot-list = no se puede leer la carpeta { $path }: { $cause }
storage-cannot-read = no se puede leer { $path }: { $cause }
storage-cannot-delete = no se puede borrar { $path }: { $cause }
storage-cannot-remove = no se puede borrar { $path }: { $cause }
storage-cannot-open-lock = no se puede abrir el archivo de bloqueo { $path }: { $cause }
storage-cannot-lock = no se puede bloquear { $path }: { $cause }
storage-cause-not-found = no existe
storage-cause-permission-denied = permiso denegado
storage-cause-already-exists = ya existe
storage-cause-storage-full = el disco está lleno
storage-cause-quota-exceeded = se agotó la cuota de disco
storage-cause-read-only = el disco es de solo lectura
storage-cause-is-a-folder = es una carpeta
storage-cause-not-a-folder = parte de la ruta es un archivo, no una carpeta
storage-cause-busy = otro programa lo está usando
storage-cause-invalid-name = ese nombre no está permitido ahí
storage-kind-crew = archivo de banda
storage-kind-match = archivo de partida
storage-kind-game = archivo de juego
storage-kind-settings = archivo de ajustes
storage-kind-collection = archivo de colección
storage-kind-csv = archivo CSV
storage-kind-tournament = archivo de torneo
storage-kind-catalog = archivo de catálogo
storage-kind-catalog-pack = paquete de catálogo
storage-kind-catalog-choice = archivo del catálogo en uso
storage-entry-fifo = una tubería con nombre (FIFO)
storage-entry-device = un dispositivo
storage-entry-socket = un socket
storage-entry-folder = una carpeta
storage-entry-other = algo que no es un archivo
storage-not-a-file = no se puede leer { $path }: es { $entry }, no un { $kind }
storage-too-large = no se puede leer { $path }: ocupa { $size } MB, más de lo que puede ocupar un { $kind } (máximo { $cap } MB); comprueba que sea el archivo correcto
storage-not-text = no se puede leer { $path }: el byte { $byte } no es texto UTF-8; guarda el { $kind } con codificación UTF-8
storage-json = { $origin }: línea { $line }, columna { $column }: { $detail }
storage-json-ends-early = el archivo termina antes de tiempo (¿se cortó al guardarlo o copiarlo?)
storage-other-format = { $origin }: es un archivo '{ $found }', no un archivo '{ $wanted }'
storage-newer = { $origin }: lo escribió una versión más reciente de Gotham Companion ({ $format }, versión { $version }; esta solo lee hasta la versión { $newest }); actualiza la aplicación para abrirlo
storage-version-zero = { $origin }: la versión 0 no es una versión de { $format }
storage-not-deleted = no se borró: { $why }
storage-not-set-aside = { $error } (y no se pudo apartar: { $cause })
storage-read-panicked = { $path }: la lectura se detuvo por un error interno ({ $panic })
storage-pack-id-taken = ya hay instalado otro catálogo con el id { $id } ({ $path }): un catálogo publicado nunca cambia, así que uno nuevo necesita su propio id
storage-codes-would-change = sus números de código de banda no conservan los de los catálogos instalados aquí, así que los códigos hechos con ellos cambiarían de significado: { $changes }
storage-not-installed = el catálogo { $id } no está instalado
storage-not-here = el catálogo { $id } no está instalado en este ordenador
storage-nothing-before-bundled = no se usó ningún catálogo antes del incluido
storage-nothing-before = no se usó ningún catálogo antes de { $id }
storage-bad-catalog-id = { $origin }: el id de catálogo { $why }

# end of storage

## El editor de bandas, el mazo y la lista de bandas (builder-*)

builder-all-affiliations = Todas las afiliaciones
builder-joins-crew = Pueden unirse a esta banda
builder-all-ranks = Todos los rangos
builder-eternal-include = Todos los perfiles
builder-eternal-exclude = Solo actuales
builder-eternal-only = Solo eternos
builder-own = tienes { $owned }
builder-owned-line = { $own } · la banda usa { $uses }
builder-limit-range = Escribe un límite de 1 a { $most }

builder-search = Busca alias, nombre o regla especial (Ctrl+F)
builder-owned-only = Solo los míos
builder-own-these = Tengo estos ({ $number })
builder-hint-no-boss = Aún no hay Jefe: se muestran todos los modelos.
builder-hint-joins = Quién puede unirse ahora, sin contar el coste.
builder-none-owned = Ningún modelo tuyo cumple estos filtros: desactiva Solo los míos, o usa − y + en las filas del catálogo.
builder-none-match = Ningún modelo cumple estos filtros.
builder-model-count = { $count ->
    [one] 1 modelo
   *[other] { $number } modelos
}
builder-page = Página { $page } de { $pages }
builder-catalog = Catálogo
builder-own-label = tengo
builder-in-crew = En tu banda
builder-joins-as = entra como { $ranks } · { $affiliations }
builder-eternal-details = { $details } · Eterno
builder-cost = { $rep } Rep · { $funding }
builder-rep = { $rep } Rep

builder-the-boss = El Jefe
builder-make-boss = Haz Jefe a este modelo
builder-not-in-catalog = No está en este catálogo ({ $id }): se conserva como se guardó
builder-boss-details = Jefe · { $affiliations }
builder-brought-by = Lo trae { $alias }: quita ese modelo para quitarlo.
builder-remove-member = Quitar de la banda
builder-unknown-equipment = Desconocido '{ $id }'
builder-buy-equipment = Comprar equipo
builder-equipment-offer = { $name } ({ $price })
builder-equipment-offer-of = { $name } ({ $price }, { $affiliation })
builder-iwby-choose = I Will Break You: elige
builder-choose-before-match = elige antes de la partida

builder-pick-model = Elige un modelo
builder-pick-model-hint = Selecciona un modelo del catálogo o de la banda para ver su perfil completo.
builder-eternal-profile = Perfil eterno
builder-back-to-catalog = Volver al catálogo
builder-base = peana de { $base }
builder-ranks = Rangos
builder-affiliations = Afiliaciones
builder-rivals = Rivales
builder-weapons = Armas
builder-no-weapons = Ninguna
builder-rof = RoF { $rof }
builder-ammo = Munición { $ammo }
builder-unnamed-weapon = Arma sin nombre
builder-melee = Cuerpo a cuerpo
builder-traits = Reglas especiales
builder-needs-one-of = Necesita uno de
builder-cannot-join-with = No se une con
builder-trait-unchecked = { $name } (sin comprobar)
builder-trait-unchecked-tip = Esta versión de Gotham Companion no conoce esta regla especial: se muestra, pero ninguna regla de banda la comprueba.
builder-crew-building = Creación de la banda
builder-handling-checked = se comprueba
builder-handling-recorded = una elección que la banda guarda
builder-handling-shown = un recordatorio
builder-miniatures-owned = Miniaturas que tienes
builder-stand-ins-owned = Sustitutos que tienes: tus { $list }
builder-stand-in-for = Estas miniaturas sustituyen a:
builder-stand-in-for-switch = Estas miniaturas sustituyen a (activa los perfiles que representan):
builder-twin = { $alias } ({ $rep } Rep)
builder-stand-in-search = Otro perfil que representan…
builder-add-as = Añadir como { $rank }
builder-would-break = Como { $rank }, incumpliría:

builder-save = Guardar
builder-save-dirty = Guardar*
builder-crew-name = Nombre de la banda
builder-copy-roster-tip = Copiar la lista al portapapeles
builder-print = Imprimir
builder-print-tip = Imprimir la lista: una hoja con una ficha por miembro, abierta en tu navegador
builder-code = Código
builder-code-tip = Copiar el código de la banda, para compartirla en un chat
builder-rep-limit = Límite de Rep
builder-rep-placeholder = Rep
builder-ruleset = { $name } (mazos de { $size } cartas)
builder-unknown-ruleset = Reglamento desconocido
builder-eternal-profiles = Perfiles eternos
builder-reputation = Reputación
builder-funding = Financiación
builder-no-members = Aún no hay miembros: elige un modelo del catálogo y añádelo. Empieza por un Leader, que será el Jefe.
builder-history-none = Guardada con el catálogo { $then }; nada cambió para esta banda en { $now }.
builder-history = Guardada con el catálogo { $then }; en { $now } desde entonces:
builder-history-unknown = No se puede saber qué cambió desde que se guardó esta banda: { $why }.
builder-history-unrecorded = El catálogo { $id } cambió esta banda. La banda no guarda con qué catálogo se guardó, así que los cambios no se pueden listar: las reglas de abajo dicen qué incumple ahora. Al guardarla queda registrado { $id }.
builder-renamed = • { $alias }: renombrado en este catálogo (antes { $was }); al guardar se registra el id nuevo.
builder-crew-legal = Banda: cumple todas las reglas.
builder-hide-rules = Ocultar las reglas
builder-show-all = Ver las { $count }
builder-collection-empty = Colección: aún no hay nada anotado
builder-own-crew = Tengo esta banda
builder-rules-hint = Pulsa una regla: los miembros que nombra se destacan.
builder-deck-line = Mazo de objetivos: { $size }/{ $required } cartas
builder-deck-legal = legal
builder-edit-deck = Editar mazo
builder-auto = Auto
builder-auto-plays = Auto (juega { $affiliation })
builder-plays = Juega
builder-auto-switched = La banda ahora juega { $to }, no { $from }: Auto juega la afiliación que mejor encaja con la banda tal como está. Elige una en Juega para mantenerla.
builder-henchmen = Secuaces

builder-all-kinds = Todos los tipos
builder-kind-cards = Cartas: { $kind }
builder-any-unit = { $unit ->
    [copies] Copias: todas
   *[other] VP: todos
}
builder-number-unit = { $unit ->
    [copies] { $n ->
        [one] 1 copia
       *[other] { $n } copias
    }
   *[other] { $n } VP
}
builder-search-cards = Busca nombres de cartas
builder-card-remove = Quitar
builder-card-add = Añadir
builder-no-cards = Ninguna carta que esta banda pueda llevar cumple estos filtros.
builder-cards-title = Cartas que puede llevar esta banda
builder-card-count = { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}
builder-deck-fill = Completar al azar
builder-deck-clear = Vaciar
builder-deck-title = Mazo de objetivos de { $name }
builder-deck-rules = { $ruleset }: { $size } cartas, más las cartas de personaje
builder-deck-empty = El mazo está vacío: añade cartas de la lista, o complétalo al azar y edítalo a partir de ahí.
builder-deck-ok = Mazo legal: no incumple ninguna regla de mazo.
builder-deck-size = Tamaño del mazo
builder-general-vs-crew = Generales frente a cartas de banda
builder-singles = Cartas únicas (como mucho la mitad)
builder-characters = Cartas de personaje (aparte)
builder-unknown-card = Carta desconocida '{ $id }'
builder-remove-copies = Quitar todas las copias
builder-single = única
builder-copies = { $count ->
    [one] 1 copia
   *[other] { $count } copias
}
builder-vp = { $vp } VP

builder-import-collection = Importar tu colección
builder-export-collection = Exportar tu colección
builder-collection-summary = Colección: { $size }
builder-export-csv = Exportar CSV…
builder-import-csv = Importar CSV…
builder-csv-path = …o escribe la ruta de un CSV
builder-import = Importar
builder-export = Exportar

builder-entry-legal = Legal
builder-entry-deck-broken = { $count ->
    [one] Mazo: 1 regla incumplida
   *[other] Mazo: { $count } reglas incumplidas
}
builder-entry-deck-size = Mazo: { $cards } de { $required } cartas
builder-rename = Renombrar
builder-cancel = Cancelar
builder-changed-by = Cambiada por el catálogo { $id }: ábrela para ver qué cambió.
builder-unreadable = No se puede leer este archivo; la aplicación no lo toca.
builder-open = Abrir
builder-duplicate = Duplicar
builder-copy-code = Copiar código
builder-export-tip = Exportar a un archivo
builder-delete = Borrar
builder-delete-question = ¿Borrar { $name } para siempre?
builder-keep = Conservar
builder-export-to = Exportar a
builder-file-path = Ruta del archivo
builder-choose-file = Elegir archivo…
builder-crew-file = Archivo de banda
builder-roster = Lista
builder-led-by = { $affiliations } · liderada por { $alias }
builder-no-boss = Aún sin Jefe
builder-entry-totals = { $count ->
    [one] 1 modelo · { $rep }/{ $rep_limit } Rep · { $funding }/{ $funding_limit }
   *[other] { $count } modelos · { $rep }/{ $rep_limit } Rep · { $funding }/{ $funding_limit }
}

builder-hide-list = Ocultar la lista
builder-show-list = Ver la lista
builder-in-use-clear = Vaciar
builder-column-model = Modelo
builder-column-need = Necesitas
builder-column-own = Tengo
builder-own-short = { $short ->
    [one] { $own } (falta 1)
   *[other] { $own } (faltan { $short })
}
builder-own-short-elsewhere = { $short ->
    [one] { $own } ({ $elsewhere } en otros modelos, falta 1)
   *[other] { $own } ({ $elsewhere } en otros modelos, faltan { $short })
}
builder-in-use = En uso

builder-copy-name = { $name } (copia)
builder-import-title = Importar un archivo de banda
builder-export-title = Exportar { $name }
builder-code-not-opened = No se abrió: { $why }
builder-your-crews = Tus bandas
builder-add-examples = Añadir bandas de ejemplo
builder-new-crew = Banda nueva (Ctrl+N)
builder-import-file = Importar un archivo de banda…
builder-import-path = …o escribe su ruta
builder-code-field = Pega un código de banda para abrirla
builder-open-code = Abrir código
builder-folder-unreadable = No se puede leer la carpeta de bandas: { $error }
builder-no-crews = Aún no hay bandas.
builder-no-crews-hint = Empieza una banda nueva, importa un archivo de banda o añade las bandas de ejemplo para echar un vistazo.

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
calculator-more-matches = { $count ->
    [one] 1 resultado más: escribe más del nombre
   *[other] { $count } resultados más: escribe más del nombre
}
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
calculator-strength-die = Dado de Strength (desactivado: Bat-Armor y similares)
calculator-target = Objetivo
calculator-search-target = Busca el objetivo en el catálogo
calculator-defense = Defensa
calculator-willpower = Willpower
calculator-endurance = Endurance
calculator-target-stun = Contusiones que tiene
calculator-target-injury = Heridas que tiene
calculator-knocked-out = KO
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
calculator-attack-dice = { $dice ->
    [one] 1 dado de ataque impacta a { $on }+
   *[other] { $dice } dados de ataque impactan a { $on }+
}
calculator-defense-dice = { $dice ->
    [one] 1 dado de defensa bloquea a { $on }+
   *[other] { $dice } dados de defensa bloquean a { $on }+
}
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
rules-boss-sidekick-with-leader-would = { $boss } es Sidekick, pero la banda tendría un Leader: el Jefe debe ser el Leader.
rules-boss-rank = { $boss } ocupa el rango { $rank }: el Jefe debe ser un Leader, o un Sidekick si la banda no tiene Leader.
rules-boss-never = { $card } de { $boss }: nunca es el Jefe; elige otro miembro.
rules-boss-not-leader = El Jefe de una banda { $played } debe ser un Leader; { $boss } ocupa el rango { $rank }.
rules-costs-limit-range = El límite de Reputación debe estar entre 1 y { $max }; es { $limit }.
rules-costs-reputation = La banda cuesta { $used } de Rep, { $over } por encima del límite de { $limit } de Rep.
rules-costs-funding = La banda gasta { $spent }, { $over } por encima de los { $available } de una partida de { $limit } de Rep.
rules-costs-funding-bonus = La banda gasta { $spent }, { $over } por encima de los { $available } de una partida de { $limit } de Rep con las bonificaciones de sus cartas.
rules-costs-reputation-would = La banda costaría { $used } de Rep, { $over } por encima del límite de { $limit } de Rep.
rules-costs-funding-would = La banda gastaría { $spent }, { $over } por encima de los { $available } de una partida de { $limit } de Rep.
rules-costs-funding-bonus-would = La banda gastaría { $spent }, { $over } por encima de los { $available } de una partida de { $limit } de Rep con las bonificaciones de sus cartas.
rules-affiliation-unknown = Desconocida
rules-name-unknown = Desconocido
ruleset-rulebook = Reglamento
ruleset-current = Reglas actuales
rules-slots-alias = el alias { $alias }
rules-slots-twice = { $alias } aparece { $count ->
    [2] dos veces
   *[other] { $count } veces
}: una banda solo puede llevar cada personaje una vez.
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
rules-slots-twice-would = { $alias } aparecería { $count ->
    [2] dos veces
   *[other] { $count } veces
}: una banda solo puede llevar cada personaje una vez.
rules-slots-copies-would = { $card } de { $alias }: se recluta { $allowed ->
    [one] 1 vez
   *[other] { $allowed } veces
} como máximo por banda; en esta aparecería { $copies } veces.
rules-slots-elites-would = La banda tendría { $count } modelos Elite ({ $kind }): solo uno, salvo que se una un Elite Boss ({ $kind }).
rules-slots-over-would = La banda tendría { $held }; puede tener { $allowed }.
rules-slots-over-beside-leader-would = La banda tendría { $held }; puede tener { $allowed } (2 solo si no hay Leader).
rules-slots-over-charismatic-would = La banda tendría { $held }; puede tener { $allowed } a { $limit } de Rep con un modelo Charismatic.
rules-slots-over-reputation-would = La banda tendría { $held }; puede tener { $allowed } a { $limit } de Rep.
rules-badge-boss-swap = Cambio de Jefe
rules-badge-counts-as = Cuenta como
rules-note-kobra-swarm = Lo trae gratis un Void Priest.
rules-note-boss-swap = { $card }: antes de la partida, elige otro modelo como Jefe.
rules-sewer-swarm = { $count ->
    [one] Coloca 1 Sewer Swarm tras el despliegue; no se recluta.
   *[other] Coloca { $count } Sewer Swarms tras el despliegue; no se reclutan.
}
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
rules-trait-copies = { $count ->
    [one] Hasta 1 copia de este perfil por banda.
   *[other] Hasta { $count } copias de este perfil por banda.
}
rules-trait-elite = Un modelo Elite ({ $kind }) por banda; cualquier número con su Elite Boss.
rules-trait-elite-boss = La banda puede tener cualquier número de modelos Elite ({ $kind }).
rules-trait-charismatic = Una plaza más de Free Agent para la banda (una vez por banda).
rules-trait-duo = Con { $x } en el mismo rango, solo uno de los dos ocupa plaza.
rules-trait-speedster = Un Speedster por banda; trae el mazo Speedforce.
rules-trait-affinity = Puede unirse a cualquier banda que tenga a { $x }, y contar allí como Free Agent.
rules-trait-aversion = Nunca en la misma banda que ningún perfil de { $x }.
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
rules-deck-size = El mazo tiene { $size ->
    [one] 1 carta
   *[other] { $size } cartas
}; necesita exactamente { $required } (sin contar las cartas de personaje).
rules-deck-general = El mazo tiene { $general ->
    [one] 1 carta general
   *[other] { $general } cartas generales
} y { $crew ->
    [one] 1 carta de banda
   *[other] { $crew } cartas de banda
}: no puede haber más cartas generales que de banda.
rules-deck-singles = { $singles ->
    [one] 1 de las { $size } cartas es una carta única
   *[other] { $singles } de las { $size } cartas son cartas únicas
}: como mucho puede serlo la mitad ({ $half }).
rules-deck-versions = { $count ->
    [one] { $names } o 1 versión más
   *[other] { $names } o { $count } versiones más
}
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
rules-joining-eternal = { $alias } es un perfil Eterno (antiguo): permite los perfiles eternos en esta banda, o elige un perfil actual.
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
collection-line-fields = { $count ->
    [one] 1 campo donde id,alias,owned necesita 3
   *[other] { $count } campos donde id,alias,owned necesita 3
}
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
} · no hay colección guardada: indica lo que tienes en el catálogo del Editor
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
tracker-now-raise-the-plan = Cada jugador coloca hasta { $markers } marcadores de Audacia en modelos que puedan activarse; luego empiezan las activaciones.
tracker-now-activate = { $player } activa un modelo (o pasa).
tracker-now-all-activated = Todos los modelos se han activado: pasa al Recuento.
tracker-now-recount-traits = Se usan las reglas especiales que actúan al inicio del Recuento, empezando por quien tiene la Iniciativa.
tracker-now-recount-spent-resources = Las cartas de Recurso gastadas van al fondo de su mazo.
tracker-now-recount-score-objectives = Se puntúan los Objetivos que se comprueban al final de la ronda.
tracker-now-recount-status-rolls = Tira por los estados alterados, como Poison.
tracker-now-recount-all-recovered = Todos los modelos se han recuperado en lo posible.
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
tracker-refusal-no-model = { $player } no tiene modelo número { $number }
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
tracker-refusal-none-to-pass-to = a { $player } no le quedan modelos por activar
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
tracker-doing-activating = Activar un modelo
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
tracker-log-initiative-kept = { $by } se queda la Iniciativa. Trazar el plan.
tracker-log-audacity-placed = Marcador de Audacia en { $model }.
tracker-log-audacity-removed = Se quita el marcador de Audacia de { $model }.
tracker-log-execute-the-plan = Ejecutar el plan.
tracker-log-execute-the-plan-with-passes = { $count ->
    [one] Ejecutar el plan. { $player } tiene 1 marcador de Pase: { $models } modelos contra { $against }.
   *[other] Ejecutar el plan. { $player } tiene { $count } marcadores de Pase: { $models } modelos contra { $against }.
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
tracker-log-recount-recovery = { $phase }. Los modelos que no están KO pierden 1 de Contusión.
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
tracker-ending-out-of-models = una banda no tiene modelos por activar
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
tracker-pass-left = { $count ->
    [one] Pasar (queda 1)
   *[other] Pasar (quedan { $count })
}
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
# La línea de un modelo (screen/tracker/board/model)
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
tracker-effort-one = { $left ->
    [one] Esfuerzo +1 (queda 1)
   *[other] Esfuerzo +1 (quedan { $left })
}
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
    [one] 1 modelo
   *[other] { $models } modelos
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
tracker-target = { $model } (Contusión { $stun }/{ $willpower }, Herida { $injury }/{ $endurance }{ $state ->
    [ko] , KO
   *[up] {""}
})
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
tracker-odds-attack-dice = { $dice ->
    [one] 1 dado de ataque a { $on }+
   *[other] { $dice } dados de ataque a { $on }+
}
tracker-odds-defense-dice = { $dice ->
    [one] 1 dado de defensa a { $on }+
   *[other] { $dice } dados de defensa a { $on }+
}
tracker-odds-strength-die = dado de Strength a { $on }+
tracker-odds-line = { $dice } · { $hits } impactos esperados
tracker-odds-hit = Impactar al menos una vez
tracker-odds-ko = Objetivo KO
tracker-roll-here = Tira aquí, o tira en la mesa e indica los impactos.
tracker-critical = Crítico: un 6 natural en el dado de Strength.
# El código de resultado (screen/tracker/result_code)
tracker-slip-a = Jugador A del acta: { $player }
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

games-over = la partida ha terminado
games-move-unreplayable = la jugada { $number } no se puede reproducir: { $why }

# El juego del atraco. Su dinero se cuenta en millones: "5 M$" (con espacio duro).
games-heist-role-snitch = Chivato
games-heist-role-brute = Matón
games-heist-role-driver = Conductor
games-heist-role-crook = Ladrón
games-heist-role-mastermind = Cerebro
games-heist-role-snitches = Chivatos
games-heist-role-brutes = Matones
games-heist-role-drivers = Conductores
games-heist-role-crooks = Ladrones
games-heist-role-masterminds = Cerebros
games-heist-millions = { $amount } M$
games-heist-leader = { $player } tiene la carta de Líder; todos empiezan con { $money }.
games-heist-round = Ronda { $round }: botín de { $loot }, { $eliminated ->
    [one] 1 eliminado
   *[other] { $eliminated } eliminados
}, { $shared ->
    [one] 1 se lo reparte
   *[other] { $shared } se lo reparten
}.
games-heist-won = { $winners } la partida.
games-heist-intimidated = { $player } usa una carta de Intimidación.
games-heist-negotiation = Negociación
games-heist-named = Los { $roles } nombrados
games-heist-lone-snitch-title = El Chivato solitario
games-heist-sharing = Reparto del botín
games-heist-ante-put-down = { $player } no puede pagar la apuesta de { $ante }: la pone la Reserva.
games-heist-deal = { $from } paga { $amount } a { $to }.
games-heist-left = { $count ->
    [one] { $players } se retira y recupera su apuesta.
   *[other] { $players } se retiran y recuperan su apuesta.
}
games-heist-alone = { $who } está solo y { $ante }
games-heist-alone-names = , y nombra a los { $roles }
games-heist-alone-intimidation = , y gana una carta de Intimidación
games-heist-eliminated = { $who } queda eliminado y { $ante }.
games-heist-named-out = { $who } fue nombrado: queda eliminado y { $ante }.
games-heist-nobody-named = Nadie se quedó como { $role }.
games-heist-lone-snitch = { $who } queda solo en juego: pierde { $lost } y queda eliminado. Nadie se reparte el botín.
games-heist-nobody-left = No queda nadie: el botín se queda en el banco.
games-heist-mastermind = El Cerebro de { $player } suma { $bonus }: hay { $total } para repartir.
games-heist-shares = { $count ->
    [one] 1 parte
   *[other] { $count } partes
} de { $each }.
games-heist-shares-rest = { $count ->
    [one] 1 parte
   *[other] { $count } partes
} de { $each }; { $rest } se queda en la Reserva.
games-heist-driver = El Conductor { $player } cobra { $paid }, { $fee } por parte.
games-heist-crook = El Ladrón { $crook } le roba { $stolen } al Matón { $brute }.
games-heist-role-bonus = La carta muestra al { $role }: { $player } recibe { $bonus } más de la Reserva.
games-heist-ante-back-reserve = la Reserva recupera la apuesta que puso
games-heist-ante-back = recupera su apuesta de { $ante }
games-heist-ante-lost-reserve = la apuesta vuelve a la Reserva
games-heist-ante-lost = pierde su apuesta de { $ante }, que va a la Reserva
games-heist-players = el juego del atraco es para { $min } a { $max } jugadores
games-heist-no-player = no hay jugador número { $number }
games-heist-loot-amount = una carta de botín vale de { $min } a { $max }, no { $amount }
games-heist-ante = la apuesta es de { $min } o { $max }, no { $ante }
games-heist-characters = { $player } juega { $count ->
    [one] 1 personaje
   *[other] { $count } personajes
} por ronda, no { $entered }
games-heist-role-not-given = { $player } se quedó: indica su Rol
games-heist-role-for-no-repeat = hace falta el Rol de { $player } para la regla que impide repetir Rol
games-heist-repeated = { $player } fue el { $role } la ronda anterior y no puede repetir
games-heist-same-roles = los dos personajes de { $player } tienen Roles distintos
games-heist-no-intimidation = { $player } no tiene carta de Intimidación
games-heist-deal-players = un trato es entre dos jugadores
games-heist-deal-unpaid = { $player } tiene { $in_hand } en mano: no puede pagar un trato de { $amount }
games-heist-balances = un saldo por jugador
games-heist-snitch-names-none = el Chivato solitario debe nombrar un Rol para eliminarlo
games-heist-snitch-names-snitch = el Chivato no puede nombrar a los Chivatos
games-heist-named-without-snitch = no se quedó ningún Chivato, así que nadie nombra un Rol: déjalo vacío

# The Animated Series Dice Game. Los colores son los del dado (masculino).
games-players = la partida es para { $min } a { $max } jugadores
games-btas-joker = Joker
games-btas-catwoman = Catwoman
games-btas-poison-ivy = Hiedra Venenosa
games-btas-riddler = Enigma
games-btas-gray = gris
games-btas-blue = azul
games-btas-yellow = amarillo
games-btas-loot = Botín
games-btas-batman = Batman
games-btas-alarm = Alarma
games-btas-die = { $face } ({ $color })
games-btas-first = { $player } empieza.
games-btas-roll = { $player } tira: { $dice }.
games-btas-score = { $player } anota { $points } ({ $total } en total).
games-btas-bust = Batman atrapa a { $player }.
games-btas-bust-kept = Batman atrapa a { $player }, que guarda { $kept } para los tríos del Joker.
games-btas-last-round = { $player } llegó a { $target }: esta es la última ronda.
games-btas-win = { $player } gana con { $loot } de Botín.
games-btas-tie = Empate a { $loot }: { $players } juegan una ronda de desempate.
games-btas-six-faces = un dado { $color } necesita seis caras
games-btas-cup-size = el cubilete admite como máximo 12 dados, 6 de cada color
games-btas-token-taken = { $villain } tiene una sola ficha
games-btas-game-over = la partida ha terminado: ganó { $winner }
games-btas-busted = el turno ha terminado: Batman te atrapó
games-btas-turn-over = el turno ha terminado: tres símbolos de Batman
games-btas-cup-dry = el cubilete está vacío: las Alarmas se convierten en Botín
games-btas-roll-size = tira { $alarms ->
    [one] la Alarma
   *[other] las { $alarms } Alarmas
} de la mesa y { $draw ->
    [one] 1 dado
   *[other] { $draw } dados
} del cubilete
games-btas-return-not-riddler = solo la primera tirada de Enigma puede volver al cubilete
games-btas-return-not-rolled = solo los dados de esta tirada pueden volver al cubilete
games-btas-more-than-box = más dados de color { $color } que los { $in_box } de la caja
games-btas-blue-loot = Botín azul
games-btas-aside-over-box = { $aside } apartado: de 0 a { $total } (los dados de la caja), no { $count }
games-btas-in-cup = en el cubilete
games-btas-as-alarms = como Alarmas
games-btas-count-over-box = { $count ->
    [one] 1 dado { $color }
   *[other] { $count } dados de color { $color }
} { $place }: la caja tiene { $most }
games-btas-aside-mismatch = { $out ->
    [one] 1 dado está
   *[other] { $out } dados están
} fuera del cubilete además de las Alarmas, pero { $loot } de Botín y { $batman } de Batman suman { $sum }
games-btas-blue-loot-over = más Botín azul que dados azules apartados

# The Batman Who Laughs Rising. Track = pista, section = tramo, counter = contador.
games-rising-step-deploy = Coloca la ficha de Despliegue del equipo en un sector
games-rising-step-dark-dice = Tira y resuelve los dados de los Dark Knights y del Batman Who Laughs
games-rising-step-hero-dice = Tira y asigna los dados de héroe
games-rising-step-resolve = Resuelve los dados de héroe y termina el turno
games-rising-purple = morado
games-rising-orange-brown = naranja y marrón
games-rising-die-left = I
games-rising-die-right = D
games-rising-die-stays = JA
# Los líderes de Rising, como los nombran los cómics en español.
games-rising-batman = Batman
games-rising-hawkgirl = Chica Halcón
games-rising-wonder-woman = Wonder Woman
games-rising-green-lantern = Linterna Verde
games-rising-red-death = Muerte Roja
games-rising-murder-machine = La Máquina Asesina
games-rising-dawnbreaker = Rompealbas
games-rising-drowned = La Ahogada
games-rising-merciless = El Despiadado
games-rising-devastator = El Devastador
games-rising-left = Izquierda
games-rising-right = Derecha
games-rising-stays = Se queda
games-rising-with-crown = { $turn } + corona
games-rising-its-knight = su Dark Knight
games-rising-unnamed-knight = su Dark Knight (nómbralo cuando se vea la carta)
games-rising-began = El Batman Who Laughs mira al sector { $sector }; la pista muestra su lado { $side }.
games-rising-knight-named = El Dark Knight del tramo { $section } de la pista es { $knight }.
games-rising-deployed = El equipo de { $team } se despliega en el sector { $sector }.
games-rising-rolled = { $dark ->
    [one] 1 contador
   *[other] { $dark } contadores
} en la pista ({ $counters }/{ $total }); el Batman Who Laughs saca { $face } y mira al sector { $sector }.
games-rising-crown = La corona: se activa la habilidad del tramo { $section } de la pista.
games-rising-crown-idle = La corona, pero aún no se ha revelado ninguna habilidad de la pista.
games-rising-attacked = Ataca a { $heroes }: 1 de daño a cada uno.
games-rising-recruited = El equipo de { $team } recluta a { $hero }.
games-rising-villain-damaged = El equipo de { $team } daña a un villano.
games-rising-token-used = { $player } usa una ficha de bonificación.
games-rising-token-given = { $from } le da una ficha de bonificación a { $to }.
games-rising-counter-removed = Un contador sale de la pista ({ $counters }/{ $total }).
games-rising-moved = El equipo de { $team } va hasta el Batman Who Laughs en el sector { $sector }.
games-rising-bwl-damaged = El equipo de { $team } daña al Batman Who Laughs ({ $damage }/{ $capacity }).
games-rising-section-full = El tramo { $section } de la pista está lleno: { $knight } va encima del mazo y se revela su habilidad.
games-rising-bwl-revealed = Su casilla está llena: se revela la carta del Batman Who Laughs en el sector { $sector }.
games-rising-defeated = { $hero } cae derrotado.
games-rising-won-log = El Batman Who Laughs cae derrotado: ¡los héroes ganan!
games-rising-won = Los héroes ganan: ¡el Batman Who Laughs cae derrotado!
games-rising-lost = Los héroes pierden: { $why }.
games-rising-track-full = la pista de los Dark Knights está llena
games-rising-defeats = { $count ->
    [one] 1 héroe ha caído derrotado
   *[other] { $count } héroes han caído derrotados
}
games-rising-team-wiped = al equipo de { $team } no le queda ningún héroe
games-rising-deploying = desplegar
games-rising-rolling-black-dice = tirar los dados negros
games-rising-resolving-hero-dice = resolver los dados de héroe
games-rising-recruiting = reclutar
games-rising-damaging-villain = dañar a un villano
games-rising-moving = moverse
games-rising-fighting = luchar
games-rising-ending-turn = terminar el turno
games-rising-teams = { $players ->
    [one] 1 jugador juega
   *[other] { $players } jugadores juegan
} con { $teams ->
    [one] 1 equipo
   *[other] { $teams } equipos
}
games-rising-leader-capacity = { $leader } aguanta de { $min } a { $max } de daño
games-rising-sector = hay tres sectores
games-rising-no-knight-or-section = no existe ese Dark Knight ni ese tramo de la pista
games-rising-section-on-track = la carta del tramo { $section } de la pista aún no ha salido de ella
games-rising-knight-taken = { $knight } ya se nombró para el tramo { $section } de la pista
games-rising-later = { $action } va más adelante en el turno; ahora: { $now }
games-rising-dark-face = el dado de los Dark Knights no tiene ninguna cara que sume { $dark }
games-rising-bwl-face = el dado del Batman Who Laughs no tiene la cara { $face }
games-rising-no-hero = no existe ese héroe
games-rising-hero-damage = { $hero } admite de 0 a { $capacity } de daño
games-rising-hero-unnamed = ponle nombre al héroe
games-rising-hero-capacity = un héroe aguanta de { $min } a { $max } de daño
games-rising-no-player = no existe ese jugador
games-rising-no-token-to-use = { $player } no tiene ficha de bonificación para usar este turno
games-rising-token-to-self = la ficha es para otro jugador
games-rising-no-token-to-give = { $player } no tiene ficha de bonificación para dar este turno
games-rising-track-empty = la pista está vacía
games-rising-bwl-hidden = el Batman Who Laughs aún no se ha revelado
games-rising-not-in-bwl-sector = el equipo debe estar en el sector del Batman Who Laughs
games-rising-bwl-full = ya tiene todo el daño que puede recibir
games-rising-section-size = cada tramo de la pista admite de 1 a 8 contadores
games-rising-after-spaces = la pista tiene de 1 a 16 casillas tras la del Batman Who Laughs
games-rising-dark-face-size = una cara del dado de los Dark Knights suma de 0 a 3 contadores
games-rising-bwl-capacity = el Batman Who Laughs aguanta de 1 a 15 de daño

# Super Dice. Las categorías conservan el nombre que imprimen sus cartas.
games-superdice-pair = Pareja
games-superdice-low-run = Escalera baja
games-superdice-double-low-run = Doble escalera baja
games-superdice-two-pair = Doble pareja
games-superdice-three-of-a-kind = Trío
games-superdice-high-run = Escalera alta
games-superdice-four-of-a-kind = Póker
games-superdice-pool = { $count ->
    [one] 1 Moneda de Rescate
   *[other] { $count } Monedas de Rescate
} en el bote.
games-superdice-throw = { $player } lanza { $dice } (Villano { $villain }).
games-superdice-ransom = El dado de Villano cobra una Moneda de Rescate: { $left ->
    [one] queda 1
   *[other] quedan { $left }
}.
games-superdice-ransom-gone = Se han cobrado todas las Monedas de Rescate: nadie gana.
games-superdice-card = { $player } voltea una carta de { $category } por { $points } ({ $total } en total).
games-superdice-last-card = Se voltea la última carta: { $winners } con { $score }.
games-superdice-players = Super Dice es para { $min } a { $max } jugadores
games-superdice-thrown = los dados ya están lanzados: puntúa, relanza o voltea una carta
games-superdice-not-thrown = lanza primero
games-superdice-can-score = puedes puntuar una carta: puntúala
games-superdice-no-rethrow-left = no te quedan relanzamientos: voltea una carta sin puntuar
games-superdice-not-all-dice = guarda algunos dados y lanza los demás: { $dice } en total
games-superdice-held-too-many = se guardan como máximo { $dice } dados
games-superdice-not-on-table = no hay ningún { $die } en la mesa para guardar
games-superdice-bad-die = un dado muestra de 1 a 6
games-superdice-not-made = los dados no forman { $category } con cartas disponibles
games-superdice-no-card-left = no queda ninguna carta de { $category }

# La pestaña Juegos: el selector de juego y lo que comparten todos los paneles.
games-panel-btas = Dados de la Serie Animada
games-panel-superdice = Super Dice
games-panel-heist = Atraco (juego de faroles)
games-panel-rising = The Batman Who Laughs Rising
games-saved-btas = partida de dados
games-saved-superdice = partida de Super Dice
games-saved-heist = partida de Atraco
games-saved-rising = partida de Rising
games-saved-unreadable = No se pudo leer la { $what } guardada ({ $error }); esta ventana de solo lectura la deja como está.
games-saved-set-aside = No se pudo leer la { $what } guardada y se apartó como { $path } ({ $error }).
games-player-n = Jugador { $number }
games-name = Nombre
games-start = Empezar
games-undo = Deshacer
games-new-game = Nueva partida
games-log = Registro

# El panel del juego del atraco.
games-heist-deal-different = un trato es entre dos jugadores distintos
games-heist-heading = Atraco, el juego de faroles
games-heist-players-clockwise = Jugadores (en sentido horario)
games-heist-leader-card = Carta de Líder: jugador
games-heist-no-repeat = Regla opcional: nadie elige el mismo Rol dos rondas seguidas
games-heist-off = No
games-heist-on = Sí
games-heist-three-players = Tres jugadores: cada uno juega dos personajes por ronda.
games-heist-start-money = Todos empiezan con { $money }; el resto del dinero es la Reserva.
games-heist-over-after = Partida terminada tras la ronda { $round }
games-heist-round-of = Ronda { $round } de { $rounds }
games-heist-leader-tag = Líder
games-heist-winner-tag = Ganador
games-heist-not-roles = no { $roles }
games-heist-intimidate = Intimidar ({ $cards })
games-heist-reserve = Reserva: { $money }
games-heist-round-heading = Ronda { $round }
games-heist-resolve = Resolver el atraco
games-heist-loot-card = La carta de botín
# Un "$" suelto se escribe {"$"}, para que no se lea como un argumento.
games-heist-loot-millions = Botín M{"$"}
games-heist-ante-millions = Apuesta M{"$"}
games-heist-who-stayed = Quién se quedó, y como qué
games-heist-first-character = { $name } (1.º)
games-heist-second-character = { $name } (2.º)
games-heist-no-symbol = Ninguno
games-heist-card-symbol = Símbolo
games-heist-snitch-names = El Chivato nombra
games-heist-deals = Tratos (dinero pagado en la Negociación)
games-heist-deal-entry = { $from } paga { $amount } a { $to }
games-heist-who-pays = Quién paga
games-heist-who-is-paid = Quién cobra
games-heist-millions-label = M{"$"}
games-heist-add-deal = Añadir trato
games-winners = ¡{ $winners }!
games-heist-the-heist = El atraco
games-heist-enter-round = Introduce la ronda tal como se jugó; aquí se resuelve el atraco paso a paso.
games-heist-report-heading = Ronda { $round }: botín de { $loot }, apuesta de { $ante }
games-heist-money-this-round = Dinero en esta ronda
games-heist-secret = Secreto
games-heist-stayed = Se quedó
games-heist-left-button = Se fue

# El panel de Dados de la Serie Animada.
games-players-label = Jugadores
games-btas-die-alarm = Dado { $number } (Alarma)
games-btas-die-n = Dado { $number }
games-btas-put-back = Devolver
games-btas-in-the-cup = { $color } en el cubilete
games-btas-none = sin dados
games-btas-ivy-dodged = Hiedra Venenosa esquivó uno azul
games-btas-cup = Cubilete
games-btas-alarms = Alarmas
games-btas-symbol = símbolo de { $face }
games-btas-round = Ronda { $round }
games-btas-last-round-status = última ronda: alguien llegó a { $target }
games-btas-tiebreaker = desempate
games-btas-random = Al azar
games-btas-no-token-left = no quedan fichas de villano
games-btas-advice-over = La partida ha terminado.
games-btas-working = Calculando...
games-btas-set-every-face = indica la cara de cada dado
games-btas-player = Jugador
games-btas-villain-token = Ficha de villano
games-btas-dice = Dados
games-btas-loot-faces = Caras de Botín
games-btas-batman-faces = Caras de Batman
games-btas-alarm-faces = Caras de Alarma: { $faces }
games-btas-heading = Batman: The Animated Series, el juego de dados
games-btas-goes-first = Empieza (la mejor risa del Joker)
games-btas-dice-setting = Los dados (un ajuste: las reglas no dicen qué caras tienen los dados de la caja)
games-btas-scores = Puntuaciones
games-btas-winner = Ganador
games-btas-turn-of = Turno de { $player } ({ $villain })
games-btas-roll-four = Tirar cuatro dados
games-btas-roll-button = Tirar
games-btas-stop = Plantarse con { $points }
games-btas-bust-hint = Batman atrapa a { $player }: así quedaron los dados. Tira para seguir.
games-btas-hint-dry = El cubilete está vacío: al plantarte, las Alarmas se convierten en Botín.
games-btas-hint-riddler = Tirar rellena sus cuatro dados: marca los que devuelve al cubilete y luego introduce la tirada.
games-btas-hint-roll = «Tirar» lanza los dados en la app; si tiras en la mesa, introduce el resultado abajo.
games-btas-dice-as-they-fell = Los dados tal como cayeron en la mesa
games-btas-enter-roll = Introducir tirada
games-btas-advisor = Consejero
games-btas-busted-next = Atrapado en la próxima tirada
games-btas-points-if-stop = Puntos si te plantas ya
games-btas-expected-roll-on = Esperado si sigues tirando
games-btas-advice-dry = Plántate: el cubilete está vacío y las Alarmas cuentan como Botín.
games-btas-advice-stop = Plántate ya.
games-btas-advice-roll = Vuelve a tirar.
games-btas-advice-exact = Exacto: cada dado que puede salir del cubilete y cada cara, con la habilidad del villano, jugando el resto del turno lo mejor posible.

# El panel de Super Dice.
games-superdice-pool-for = { $coins } Monedas de Rescate en el bote para { $players } jugadores.
games-superdice-coins-left = Monedas de Rescate restantes: { $coins }
games-superdice-cards-left = Cartas restantes
games-superdice-score = Puntuar { $points }
games-superdice-turn-for-0 = Voltear (0)
games-superdice-points = Puntos
games-superdice-throw-headline = Lanza los cuatro dados y el dado de Villano.
games-superdice-throw-hint = «Lanzar» lanza los dados en la app; si lanzas en la mesa, introduce el resultado abajo.
games-superdice-turn-a-card = Voltea una carta: su botón en el tablero muestra la puntuación.
games-superdice-divided = Puntuación ÷{ $divisor } tras { $count ->
    [one] 1 relanzamiento
   *[other] { $count } relanzamientos
}.
games-superdice-no-card = Con estos dados no se puede puntuar ninguna carta.
games-superdice-hold-hint = Guarda dados (haz clic en ellos) y vuelve a lanzar los demás, puntuación ÷{ $divisor }; o voltea una carta por 0 en el tablero.
games-superdice-no-rethrow-hint = No quedan relanzamientos: voltea una carta sin puntuar en el tablero.
games-superdice-turn-of = Turno de { $player }
games-superdice-throw-again = Relanzar
games-superdice-throw-button = Lanzar
games-superdice-as-it-fell = El lanzamiento tal como cayó en la mesa
games-superdice-thrown-again = Los dados relanzados, tal como cayeron
games-superdice-enter-throw = Introducir lanzamiento
games-superdice-on-the-table-die = { $value } en la mesa
games-superdice-held = Guardado
games-superdice-villain-die = Villano { $value }
games-superdice-villain = Villano
games-superdice-on-the-table = En la mesa
games-superdice-die-held = Dado { $number } (guardado)
games-superdice-chance = Probabilidad en el relanzamiento (solo cartas restantes):

# El panel de The Batman Who Laughs Rising.
games-rising-pick-both = elige la cara de los dos dados
games-rising-own-leader = cada equipo necesita un líder propio
games-rising-team-leader = Líder del equipo
games-rising-leader-capacity-head = Daño que aguanta el líder
games-rising-damage = Daño
games-rising-section-n = Tramo { $number }
games-rising-his-space = Su casilla
games-rising-spaces-after = Casillas tras la suya
games-rising-face-n = Cara { $number }
games-rising-at-random = Al azar
games-rising-sector-n = Sector { $number }
games-rising-players = Jugadores (uno juega dos equipos)
games-rising-track-heading = La pista de los Dark Knights (lado { $side }): contadores de cada casilla
games-rising-set-to-box = Las reglas no indican las casillas ni las caras de los dados: ajústalas a tu caja.
games-rising-dark-die-head = Dado de los Dark Knights: contadores que suma cada cara
games-rising-bwl-die-head = Dado del Batman Who Laughs: hacia dónde lo gira cada cara
games-rising-bwl-capacity-label = Daño que derrota al Batman Who Laughs
games-rising-starts-facing = Empieza mirando a
games-rising-revealed-in = Revelado en el sector { $sector }: { $damage } / { $capacity } de daño
games-rising-faces-sector = Mira al sector { $sector }; su carta está oculta hasta que se llene su casilla
games-rising-the-bwl = The Batman Who Laughs
games-rising-heroes-defeated = Héroes derrotados: { $defeated } / { $most }
games-rising-turn-heading = Turno { $turn }: equipo de { $team } ({ $player })
games-rising-hero-dice-assigned = Dados de héroe asignados
games-rising-villains-first = Los villanos a los que se enfrenta actúan primero: juégalos en la mesa (el daño de los héroes está a la derecha).
games-rising-roll-both = Tirar ambos
games-rising-enter-dice = Introducir dados
games-rising-dark-knights = Dark Knights
games-rising-his-die = Su dado
games-rising-rolled-faces = Tirada: +{ $dark } y { $face }
games-rising-hero-recruited = Héroe reclutado
games-rising-recruit = Reclutar
games-rising-villain-damaged-button = Villano dañado (+1 ficha de bonificación)
games-rising-remove-counter = Quitar un contador de la pista
games-rising-move-to-him = Descarta un dado: ve hacia él
games-rising-damage-bwl = Dañar al Batman Who Laughs
games-rising-end-turn = Terminar el turno
games-rising-box-deploy = Despliega el equipo
games-rising-box-dark-dice = Tira los dados negros
games-rising-box-resolve = Resuelve los dados de héroe
games-rising-which-knight = Tramo { $section } lleno: ¿qué Dark Knight estaba en él?
games-rising-name-it = Nómbralo
games-rising-knight-left = { $knight } dejó el tramo { $section } de la pista para ir al mazo.
games-rising-no-knight-left = Ningún Dark Knight ha dejado la pista todavía.
games-rising-crown-due = La corona: resuelve la habilidad del tramo { $section }.
games-rising-crown-due-knight = La corona: resuelve la habilidad del tramo { $section } (la de { $knight }).
games-rising-crown-in-force = Una corona activa la habilidad del tramo { $section }.
games-rising-crown-in-force-knight = Una corona activa la habilidad del tramo { $section } (la de { $knight }).
games-rising-crown-nothing = Una corona aún no activa nada: no hay ninguna habilidad revelada.
games-rising-knight-in-force = { $knight }: en vigor
games-rising-ability-in-force = habilidad en vigor
games-rising-knight-to-deck = { $knight }: al mazo
games-rising-to-deck = al mazo
games-rising-dark-knight = Dark Knight
games-rising-revealed = revelada
games-rising-hidden = oculta
games-rising-to-the-end = Hasta el final
games-rising-full-lost = llena: derrota
games-rising-track-counters = Pista de los Dark Knights: { $counters } / { $total } contadores
games-rising-teams-heading = Equipos
games-rising-in-sector = sector { $number }
games-rising-not-deployed = sin desplegar
games-rising-team-line = Equipo de { $team } · { $player } · { $place }
games-rising-bonus-tokens = Fichas de bonificación
games-rising-use = Usar
games-rising-tokens = { $player }: { $tokens }
games-rising-tokens-new = { $player }: { $tokens } ({ $new ->
    [one] 1 nueva
   *[other] { $new } nuevas
})
games-rising-defeated-heading = Derrotados
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

update-catalog-report = { $count ->
    [one] { $origin } tiene 1 problema:
   *[other] { $origin } tiene { $count } problemas:
}
update-pack-problems = { $count ->
    [one] tiene un problema, que debe corregir su autor:
   *[other] tiene { $count } problemas, que debe corregir su autor:
}

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
catalog-on-machine = Catálogos en este ordenador
catalog-looking = Buscando…
catalog-folder-unreadable = No se puede leer la carpeta de catálogos: { $why }
catalog-bundled = Incluido con la app ({ $id })
catalog-bundled-about = Siempre disponible para volver a él
catalog-bundled-source = los datos de referencia de la comunidad, incluidos con la app
catalog-bundled-notes = El catálogo con el que se distribuye esta versión de Gotham Companion.
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

catalog-legal-after = legal tras la actualización

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

tournament-fielded = Si estas listas son tuyas: tus miniaturas bastan para todas a la vez.
tournament-not-fielded = Si estas listas son tuyas: tus miniaturas no bastan para todas a la vez: { $missing }
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
tournament-done = anotado
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
tournament-registered = Se ha inscrito a { $name }.
tournament-registered-note = Se ha inscrito a { $name }. Ojo: { $same }.
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
sheets-eternal-allowed = perfiles eternos permitidos
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
sheets-funding = Financiación
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
sheets-report-dealt = Causado
sheets-report-taken = Recibido
sheets-report-of-which = (a mano)
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

## A player's record (sheets-record-*)

sheets-record-title = Historial de { $player }
sheets-record-all = Se cuentan todas las partidas archivadas de este jugador.
sheets-record-since = Desde el { $date }
sheets-record-until = Hasta el { $date }
sheets-record-between = Del { $since } al { $until }
sheets-record-crew-filter = Banda: { $crew }
sheets-record-opponent-filter = Contra { $opponent }
sheets-record-standard = Solo Estándar (perfiles actuales)
sheets-record-eternal = Solo Eterno (perfiles eternos permitidos)
sheets-record-totals = Totales
sheets-record-vp-note = Los Puntos de Victoria solo incluyen las partidas terminadas.
sheets-record-matches = Partidas
sheets-record-won = Ganadas
sheets-record-drawn = Empatadas
sheets-record-lost = Perdidas
sheets-record-unfinished = Sin terminar
sheets-record-crew = Banda
sheets-record-by-crew = Resultados por banda
sheets-record-by-opponent = Por oponente
sheets-record-opponent = Oponente
sheets-record-by-affiliation = Por afiliación del oponente
sheets-record-unknown-affiliation = (desconocida)
sheets-record-unnamed = (sin nombre)
sheets-record-by-month = Por mes
sheets-record-month = Mes
sheets-record-no-month = Ninguna partida tiene fecha conocida.
sheets-record-month-name = { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }
sheets-record-vp-by-match = Diferencia de Puntos de Victoria por partida
sheets-record-vp-chart-note = Cada barra es una partida, de la más antigua a la más reciente: los Puntos de Victoria conseguidos menos los concedidos. Las barras huecas son partidas sin terminar, con el marcador tal como quedó.
sheets-record-match-bar = { $date }: { $crew } contra { $opponent }, { $vp_for }–{ $vp_against }
sheets-record-match-left = { $bar } (sin terminar)
sheets-record-undated = sin fecha
sheets-record-crew-bar = { $crew } — Ganadas: { $wins } · Empatadas: { $draws } · Perdidas: { $losses } · Sin terminar: { $unfinished }
sheets-record-top = Se muestran las { $number } más jugadas; la tabla las recoge todas.
sheets-record-dice = Los dados
sheets-record-dice-note = Frente a las probabilidades exactas de los dados tirados. Una probabilidad baja indica mala suerte con los dados; una alta, buena suerte; en torno a la mitad es lo esperable.
sheets-record-rolls = Tiradas
sheets-record-without-odds = Sin probabilidades
sheets-record-successes = Éxitos
sheets-record-expected = Esperados
sheets-record-chance = Probabilidad de esos o menos
sheets-record-attacks-row = Ataques (impactos que entran)
sheets-record-recoveries-row = Recuperaciones del KO (superadas)
sheets-record-attacks-luck = Esos impactos o menos salen en el { $percent } de las formas en que podían caer los dados.
sheets-record-attacks-older = { $count ->
    [one] 1 ataque viene de un archivo antiguo que no guardó sus dados y queda fuera de las probabilidades.
   *[other] { $number } ataques vienen de archivos antiguos que no guardaron sus dados y quedan fuera de las probabilidades.
}
sheets-record-no-attacks = Ningún ataque se resolvió con el asistente de ataque, así que no hay suerte que medir.
sheets-record-attacks-no-odds = Ningún ataque tiene sus probabilidades: los archivos no guardaron los dados tirados, así que no se puede calcular la suerte de los ataques.
sheets-record-recoveries-luck = Esas recuperaciones o menos se superan en el { $percent } de las formas en que podían caer los dados.
sheets-record-recoveries-older = { $count ->
    [one] 1 recuperación del KO viene de un archivo antiguo que no guardó la Endurance contra la que se tiró, y queda fuera de las probabilidades.
   *[other] { $number } recuperaciones del KO vienen de archivos antiguos que no guardaron la Endurance contra la que se tiró, y quedan fuera de las probabilidades.
}
sheets-record-no-recoveries = No se tiró ninguna recuperación del KO en la app.
sheets-record-recoveries-no-odds = Ninguna recuperación del KO tiene sus probabilidades: los archivos no guardaron la Endurance contra la que se tiró, así que no se puede calcular la suerte de las recuperaciones.
sheets-record-luck-by-match = Suerte de los dados de ataque por partida
sheets-record-luck-chart-note = Cada punto es una partida, de la más antigua a la más reciente: la probabilidad de lograr esos impactos o menos. Por debajo de la línea central discontinua, los dados rindieron menos de lo habitual.
sheets-record-no-luck = Ninguna partida tiene un ataque con sus dados guardados.
sheets-record-luck-point = { $date }, contra { $opponent }: { $percent }
sheets-record-objectives = Cartas de objetivo
sheets-record-played = Jugadas
sheets-record-scored = Cumplidas
sheets-record-failed = Fallidas
sheets-record-no-objectives = No se jugó ni se cumplió ninguna carta de objetivo.
sheets-record-cards-chart = Cartas de objetivo cumplidas y fallidas
sheets-record-card-bar = { $card } — Cumplidas: { $scored } · Fallidas: { $failed }

# end of the record

## The Record tab (record-*)

app-tab-record = Historial
app-tab-record-short = Historial
record-reading = Leyendo el archivo de partidas…
record-unreadable = No se puede leer el archivo de partidas: { $why }
record-empty = Aún no hay partidas en el archivo. Cada partida que sigues se guarda aquí al terminar o al abandonarla, y tu historial se cuenta a partir de ellas.
record-who = ¿Cuál de estos nombres es el tuyo?
record-who-why = Son los nombres de tus partidas archivadas, los más frecuentes primero. Tu historial cuenta las partidas del nombre que elijas; puedes cambiarlo cuando quieras.
record-name-matches = { $name } · { $count ->
    [one] 1 partida
   *[other] { $count } partidas
}
record-title = Historial de { $player }
record-not-you = ¿No eres tú?
record-print = Imprimir…
record-none-filtered = Ninguna partida de { $player } con estos filtros.
record-since = Desde
record-until = Hasta
record-day-placeholder = AAAA-MM-DD
record-day-format = Escribe los días como AAAA-MM-DD, por ejemplo 2026-09-30.
record-crew = Banda
record-opponent = Oponente
record-format = Perfiles
record-all = Todos
record-format-both = Estándar y Eterno
record-format-standard = Estándar
record-format-eternal = Eterno
record-clear = Quitar filtros
record-matches = Partidas
record-won = Ganadas
record-drawn = Empatadas
record-lost = Perdidas
record-unfinished = Sin terminar
record-vp = VP a favor – en contra
record-vp-for-against = { $vp_for } – { $vp_against }
record-luck = Suerte con los dados
record-luck-said = En { $attacks ->
    [one] 1 ataque
   *[other] { $attacks } ataques
} con sus probabilidades lograste { $hits ->
    [one] 1 impacto
   *[other] { $hits } impactos
} cuando se esperaban { $expected }: los dados dan esos o menos el { $percent } de las veces.
record-luck-opponents = Los dados de tus oponentes en esas partidas lograron { $hits ->
    [one] 1 impacto
   *[other] { $hits } impactos
} cuando se esperaban { $expected }: esos o menos el { $percent } de las veces.
record-luck-no-dice = { $count ->
    [one] Tu único ataque viene de un archivo anterior a que los ataques guardaran sus dados, así que no se puede medir su suerte.
   *[other] Tus { $count } ataques vienen de archivos anteriores a que los ataques guardaran sus dados, así que no se puede medir su suerte.
}
record-chart-luck-no-dice = Ningún ataque de estas partidas guardó sus dados.
record-col-unfinished = Sin terminar
record-luck-none = No se resolvió ningún ataque con el asistente de ataque, así que aún no hay suerte que medir.
record-luck-and-older = { $said } { $count ->
    [one] 1 ataque antiguo no guarda sus dados y queda fuera.
   *[other] { $count } ataques antiguos no guardan sus dados y quedan fuera.
}
record-luck-and-recoveries = { $said } Recuperaciones del KO: { $passed } de { $rolls } superadas cuando se esperaban { $expected } (esas o menos el { $percent } de las veces).
record-chart-crews = Resultados por banda
record-chart-cards = Cartas de objetivo
record-chart-cards-key = Verde: cumplidas. Rojo: fallidas.
record-no-cards = No se jugó ni se cumplió ninguna carta de objetivo.
record-chart-difference = Diferencia de VP, partida a partida
record-chart-recent = Las últimas { $shown } de { $all } partidas: elige fechas arriba para ver una temporada anterior.
record-chart-luck = Suerte con los dados, partida a partida
record-chart-luck-key = Con qué frecuencia los dados dan esos impactos o menos: bajo la línea, mala suerte; sobre ella, buena suerte.
record-col-matches = Jugadas
record-col-won = Ganadas
record-col-drawn = Empates
record-col-lost = Perdidas
record-col-vp-for = VP a favor
record-col-vp-against = en contra
record-col-played = Jugadas
record-col-scored = Cumplidas
record-col-failed = Fallidas
record-crew-note = { $boss } · { $affiliation }
record-table-crews = Por banda
record-table-opponents = Por oponente
record-table-affiliations = Por afiliación del oponente
record-table-months = Por mes
record-table-cards = Cartas de objetivo
record-skipped = { $count ->
    [one] 1 archivo no se pudo leer y no se cuenta:
   *[other] { $count } archivos no se pudieron leer y no se cuentan:
}
record-skipped-file = { $file }: { $why }
