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

app-tab-crews = Bandas
app-tab-crews-short = Bandas
app-tab-builder = Constructor
app-tab-builder-named = Constructor: { $name }{ $dirty }
app-tab-builder-short = Constructor
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
app-refused-save = { $what ->
    [match] La partida no se guarda: { $refusal }
    [game] El juego no se guarda: { $refusal }
    [settings] Los ajustes no se guardan: { $refusal }
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

app-tournament-created = { $name } creado ({ $path }): inscribe a los jugadores.
app-match-not-over = { $path }: la partida no ha terminado (ronda { $round }, { $phase })

app-unlocked = No se pudo bloquear la carpeta de datos ({ $why }), así que una segunda ventana podría sobrescribir los archivos de esta: abre una sola ventana a la vez.
app-roster-copied = Lista copiada al portapapeles.
app-code-copied = Código de banda copiado al portapapeles ({ $length } caracteres): pégalo en un chat para compartir la banda.
app-no-code = Sin código de banda: { $error }
app-match-resumed = Partida en curso reanudada: ronda { $round }, { $phase }.
app-match-kept-unread = No se pudo leer la partida guardada ({ $error }); esta ventana de solo lectura la deja como está.
app-match-set-aside = No se pudo leer la partida guardada y se apartó como { $path } ({ $error }).
app-new-crew = Banda nueva
app-catalog-problem = Catálogo: { $problem }

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

app-choice-open = { $name } (abierta en el constructor)
app-choice-example = { $name } (ejemplo)

app-dice-none = ninguno
app-dice-attack = Ataque
app-dice-defense = Defensa
app-dice-strength = Strength

# end of app

## El constructor de bandas, el mazo y la lista de bandas (builder-*)

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
builder-own-label = mías
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
builder-renamed = • { $alias }: renombrado en este catálogo (antes { $was }); al guardar se registra el id nuevo.
builder-crew-legal = Banda: cumple todas las reglas.
builder-back-to-members = Volver a los miembros
builder-show-all = Ver las { $count }
builder-collection-empty = Colección: aún no hay nada anotado
builder-own-crew = Tengo esta banda
builder-rules-hint = Pulsa una regla para ver los miembros que nombra.
builder-deck-line = Mazo de objetivos: { $size }/{ $required } cartas
builder-deck-legal = válido
builder-edit-deck = Editar mazo
builder-auto = Auto
builder-auto-plays = Auto (juega { $affiliation })
builder-plays = Juega
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
builder-deck-ok = Mazo válido: no incumple ninguna regla de mazo.
builder-deck-size = Tamaño del mazo
builder-general-vs-crew = Generales frente a cartas de banda
builder-singles = Cartas únicas (como mucho la mitad)
builder-characters = Cartas de personaje (aparte)
builder-unknown-card = Carta desconocida '{ $id }'
builder-remove-copies = Quitar todas las copias
builder-single = única
builder-copies = { $count } copias
builder-vp = { $vp } VP

builder-import-collection = Importar tu colección
builder-export-collection = Exportar tu colección
builder-collection-summary = Colección: { $size }
builder-export-csv = Exportar CSV…
builder-import-csv = Importar CSV…
builder-csv-path = …o escribe la ruta de un CSV
builder-import = Importar
builder-export = Exportar

builder-entry-legal = Válida
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
builder-column-need = Usan
builder-column-own = Tienes
builder-own-short = { $own } (faltan { $short })
builder-own-short-elsewhere = { $own } ({ $elsewhere } en otros modelos, faltan { $short })
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

# end of sheets
