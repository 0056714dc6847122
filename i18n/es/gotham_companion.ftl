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

games-over = la partida ha terminado
games-move-unreplayable = la jugada { $number } no se puede reproducir: { $why }

# El juego del atraco. Su dinero se cuenta en millones: "5 M$" (con espacio duro).
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
games-heist-lone-snitch-title = El Snitch solitario
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
games-heist-mastermind = El Mastermind de { $player } suma { $bonus }: hay { $total } para repartir.
games-heist-shares = { $count ->
    [one] 1 parte
   *[other] { $count } partes
} de { $each }.
games-heist-shares-rest = { $count ->
    [one] 1 parte
   *[other] { $count } partes
} de { $each }; { $rest } se queda en la Reserva.
games-heist-driver = El Driver { $player } cobra { $paid }, { $fee } por parte.
games-heist-crook = El Crook { $crook } le roba { $stolen } al Brute { $brute }.
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
games-heist-snitch-names-none = el Snitch solitario debe nombrar un Rol para eliminarlo
games-heist-snitch-names-snitch = el Snitch no puede nombrar a los Snitches
games-heist-named-without-snitch = no se quedó ningún Snitch, así que nadie nombra un Rol: déjalo vacío

# The Animated Series Dice Game. Los colores son los del dado (masculino).
games-players = la partida es para { $min } a { $max } jugadores
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
games-btas-return-not-riddler = solo la primera tirada del Riddler puede volver al cubilete
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
games-superdice-pool = { $count ->
    [one] 1 Moneda de Rescate
   *[other] { $count } Monedas de Rescate
} en el bote.
games-superdice-throw = { $player } lanza { $dice } (Villano { $villain }).
games-superdice-ransom = El dado de Villano cobra una Moneda de Rescate: quedan { $left }.
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
games-heist-snitch-names = El Snitch nombra
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
games-btas-none = ninguno
games-btas-ivy-dodged = Poison Ivy esquivó uno azul
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
games-btas-dice-setting = Los dados (un ajuste: las reglas no indican las caras de los de la caja)
games-btas-scores = Puntuaciones
games-btas-winner = Ganador
games-btas-turn-of = Turno de { $player } ({ $villain })
games-btas-roll-four = Tirar cuatro dados
games-btas-roll-button = Tirar
games-btas-stop = Plantarse con { $points }
games-btas-bust-hint = Batman atrapa a { $player }: así quedaron los dados. Tira para seguir.
games-btas-hint-dry = El cubilete está vacío: al plantarte, las Alarmas se convierten en Botín.
games-btas-hint-riddler = Tirar rellena sus cuatro dados: marca los que devuelve al cubilete y luego introduce la tirada.
games-btas-hint-roll = Tirar tira en la app e introduce la tirada; una tirada hecha en la mesa se introduce abajo.
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
games-superdice-throw-hint = Lanzar los tira en la app; un lanzamiento hecho en la mesa se introduce abajo.
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

# end of update

## La pestaña Catálogo (catalog-*)

# end of catalog

## Torneos (tournament-*)

# end of tournament

## Hojas y informes impresos (sheets-*)

# end of sheets
