import type { LegalDocumentContent } from '../legal-documents';

export const tournamentTerms: LegalDocumentContent = {
  title: 'Términos de torneos',
  effectiveDate: '2026-11-21',
  intro:
    'Estos Términos de torneos se aplican a todos los torneos que se celebran en Tightlines, además de nuestros Términos del servicio y nuestra Política de privacidad. Cada torneo tiene también su propia página, configurada por su organizador, con sus fechas, el plazo para subir pruebas, la zona horaria oficial, las especies y localidades admitidas, el reglamento, los jueces, la cuota de inscripción y los premios. Aceptas estos Términos de torneos y las normas del torneo cuando te unes a un torneo o inscribes un equipo. En cuestiones deportivas (normas, puntuación y premios) prevalece la página del torneo; en todo lo demás, prevalecen estos Términos.',
  sections: [
    {
      heading: 'Requisitos para participar',
      paragraphs: [
        'Para inscribirte necesitas una cuenta de Tightlines con tu localidad guardada en tu perfil. Los torneos están abiertos a pescadores, marineros, capitanes y barcos, y un organizador puede limitar un torneo a los socios de un club.',
        'Debes tener todas las licencias y permisos de pesca que te correspondan, respetar la normativa sobre temporadas, tallas, cupos y especies protegidas, y tener la edad necesaria para participar según las leyes del lugar donde vives, o el consentimiento de tu madre, padre o tutor cuando el organizador admita participantes menores.',
        'Los jueces no pueden competir en un torneo que juzgan y deben abstenerse de juzgar cualquier participación en la que tengan un interés personal.',
      ],
    },
    {
      heading: 'Inscripción y cuotas',
      paragraphs: [
        'Te unes desde la página del torneo: aceptas estos Términos, confirmas tu localidad y, si el torneo es de pago, abonas la inscripción con tarjeta o monedero en línea. Un torneo gratuito (cuota 0) se confirma al momento; una inscripción de pago se confirma cuando el proveedor de pago nos confirma tu pago. Solo los torneos activos admiten inscripciones.',
        'Los equipos los inscribe su propietario, que elige a los miembros que participan y paga al finalizar la compra la cuota del equipo, si la hay. El equipo queda inscrito una vez confirmado el pago.',
        'Las cuotas de inscripción las fija el organizador y se muestran en la moneda del torneo, en dólares estadounidenses salvo que se indique lo contrario. Los pagos los procesan nuestros proveedores de pago; Tightlines nunca guarda el número de tu tarjeta ni las credenciales de tu monedero.',
        'La inscripción se cierra cuando empieza el torneo, salvo que el organizador permita unirse más tarde, en cuyo caso puedes hacerlo hasta que termine. Solo cuentan las capturas realizadas después de que se confirme tu inscripción.',
      ],
    },
    {
      heading: 'Restricciones por localidad',
      paragraphs: [
        'Cada torneo es Global (abierto a participantes de cualquier lugar), Regional (abierto a participantes cuya localidad está en una de las regiones indicadas) o Local (abierto solo a participantes de las localidades indicadas). Cuando te unes, comprobamos la localidad guardada en tu perfil; si no coincide, verás «Lo sentimos. Este torneo no está disponible en tu localidad».',
        'Las capturas deben hacerse en las aguas que permitan las normas del torneo. Indicar una localidad falsa o pescar fuera de la zona permitida supone la descalificación.',
        'Las horas de inicio y fin y el plazo para subir pruebas se expresan en la zona horaria oficial del torneo, que aparece en su página. Los torneos globales usan el tiempo universal coordinado (UTC).',
      ],
    },
    {
      heading: 'Reglamentos',
      paragraphs: [
        'Cada torneo usa uno de tres reglamentos. El documento completo del reglamento está enlazado desde la página del torneo y es el que aplican los jueces.',
        'IGFA estricto: las normas de pesca de la International Game Fish Association, sin excepciones. El pescador debe clavar, pelear y acercar el pez hasta el líder sin ayuda; nadie más puede tocar la caña, el carrete ni la línea; y el equipo debe cumplir la normativa de material de la IGFA.',
        'IGFA modificado: las normas de pesca de la IGFA con las excepciones concretas que enumera el documento del reglamento del torneo, por ejemplo permitir que un pez se clave desde un portacañas o que la caña pase de un pescador a otro. Todo lo que no figure como excepción sigue las normas de la IGFA.',
        'Reglas de la Jungla: un formato más flexible, pensado para la pesca recreativa y por equipos, en el que la tripulación puede ayudar a clavar y pelear el pez y se admite cualquier material salvo que el documento del reglamento diga lo contrario. Aun así, una captura solo cuenta con una prueba en vídeo válida.',
        'Los puntos, el valor de cada especie y las tallas mínimas, si las hay, los fijan las normas del torneo. Un pez que los jueces declaran liberado suma su valor en puntos; uno declarado no liberado suma cero.',
      ],
    },
    {
      heading: 'Pruebas en vídeo y plazo de subida',
      paragraphs: [
        'Cada captura debe respaldarse con un vídeo grabado durante el torneo. El vídeo debe mostrar el pez con la claridad suficiente para identificar la especie y debe mostrar la liberación o, cuando las normas permitan retenerlo, el pez a bordo. Las imágenes deben ser continuas y sin editar: sin cortes que oculten el líder, el pez o la liberación, sin cambios de velocidad y sin clips combinados de peces distintos.',
        'Sube los vídeos en un formato habitual (MP4, MOV, M4V, WebM o MKV). Puedes añadir hasta tres archivos de respaldo a un registro o a una salida, como un segundo ángulo de cámara o una foto de una medición. Los archivos añadidos desde tu galería, en lugar de grabados en la app, se señalan a los jueces.',
        'Todas las pruebas deben subirse antes del plazo indicado en la página del torneo. Las pruebas subidas después del plazo no se juzgan. La conexión en el mar no es fiable, así que súbelas en cuanto vuelvas a tener cobertura; Tightlines no es responsable de las subidas que fallen por tu dispositivo o tu conexión.',
      ],
    },
    {
      heading: 'Juzgamiento y resultados oficiales',
      paragraphs: [
        'Las participaciones las juzgan únicamente los jueces que el organizador nombra en la página del torneo. Los jueces revisan cada registro de pesca a partir de su vídeo y lo marcan como liberado (aprobado, con sus puntos), no liberado (rechazado, con cero puntos) o no válido, por ejemplo cuando las imágenes no sirven. Pueden corregir la especie, la longitud, el peso y los puntos, y dejar comentarios que puedes leer.',
        'Los registros en espera de revisión aparecen como pendientes. Mientras el juzgamiento está abierto, los jueces pueden revisar una decisión, por ejemplo tras ver los archivos de respaldo. Si crees que una decisión es errónea, plantéalo al organizador antes de que termine el juzgamiento.',
        'Cuando los jueces terminan de juzgar, los resultados pasan a ser oficiales e irreversibles. El torneo se marca como Finalizado, su clasificación es definitiva y ninguna decisión puede reabrirse, recurrirse ni cambiarse a través de Tightlines.',
        'Tightlines no juzga las participaciones ni revisa las decisiones de los jueces, pero puede actuar contra un juez u organizador que incumpla nuestros Términos del servicio.',
      ],
    },
    {
      heading: 'Descalificación',
      paragraphs: [
        'El organizador o los jueces pueden descalificar un registro, a un participante o a un equipo por imágenes falsificadas, editadas o reutilizadas; una captura hecha fuera de las fechas o de la zona permitida del torneo, o por alguien que no está inscrito; un incumplimiento del reglamento; una localidad falsa; retener un pez que debía liberarse; una conducta antideportiva, el acoso o los intentos de influir en un juez; o cualquier incumplimiento de la ley o de nuestros Términos del servicio.',
        'Un participante descalificado pierde los puntos afectados y cualquier premio, y la cuota de inscripción no se reembolsa. Tightlines también puede suspender las cuentas implicadas en trampas.',
      ],
    },
    {
      heading: 'Premios',
      paragraphs: [
        'Los premios los ofrece, financia y paga el organizador, no Tightlines, salvo que la página del torneo indique que Tightlines es el organizador. El organizador debe describir cada premio con exactitud y pagarlo en el plazo anunciado en la página del torneo o, si no se anuncia ninguno, en los 30 días siguientes a que los resultados sean oficiales.',
        'Se puede pedir a los ganadores que acrediten su identidad y que cumplen los requisitos antes de pagar un premio. Los impuestos sobre los premios corren a cargo del ganador, y los premios no se pueden transferir salvo que el organizador lo acepte.',
        'Tightlines no responde de los premios que un organizador deje de pagar. Comunícanoslo en support@tightlines.app: podemos suspender a los organizadores que no cumplan con sus premios.',
      ],
    },
    {
      heading: 'Cancelación, cambios y reembolsos',
      paragraphs: [
        'Un organizador puede cancelar un torneo, por ejemplo por motivos meteorológicos o de seguridad. Si se cancela un torneo de pago, las inscripciones pagadas a través de Tightlines se reembolsan íntegramente al método de pago original, normalmente en un plazo de 10 días hábiles; cuándo aparece el dinero depende de tu banco o de tu proveedor de monedero.',
        'Si el organizador cambia de forma importante un torneo después de que te hayas unido (sus fechas, reglamento, localidades admitidas o premios), puedes retirarte antes de que empiece y recibir el reembolso íntegro de tu inscripción escribiendo a support@tightlines.app.',
        'En los demás casos, las inscripciones no son reembolsables una vez que te has unido, tampoco si no puedes pescar, se te pasa el plazo de subida o eres descalificado. Esto no afecta a los derechos que te reconoce la normativa de protección de los consumidores.',
      ],
    },
    {
      heading: 'Conducta y seguridad',
      paragraphs: [
        'Pesca con deportividad y trata con respeto a las demás tripulaciones, a los jueces y a los organizadores, en el agua y en los comentarios. No interfieras en la pesca ni en las pruebas de otros participantes.',
        'La seguridad es lo primero. El capitán tiene la última palabra a bordo, y ningún torneo justifica salir con condiciones peligrosas. Cumple la normativa marítima, lleva el equipo de seguridad obligatorio y respeta a las demás embarcaciones y las zonas protegidas.',
      ],
    },
    {
      heading: 'Conservación y captura y suelta',
      paragraphs: [
        'Los torneos de Tightlines promueven la captura y suelta, sobre todo de los picudos. Salvo que las normas de un torneo permitan expresamente retener una especie, todos los peces deben liberarse vivos.',
        'Usa material y técnicas que den a los peces la mejor oportunidad de sobrevivir: anzuelos circulares cuando sean obligatorios y siempre que pesques con carnada natural, un equipo lo bastante fuerte para evitar peleas agotadoras, la mínima manipulación, el pez en el agua siempre que sea posible (los picudos nunca deben subirse a bordo) y una reanimación cuidadosa antes de soltarlo. Si un anzuelo no puede retirarse con seguridad, corta el líder lo más cerca posible de él.',
        'Nunca busques ni dañes especies protegidas, y respeta las tallas y los cupos. Los jueces pueden marcar una captura como no liberada cuando el vídeo muestra que el pez se manipuló mal.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        'Las preguntas sobre un torneo concreto deben dirigirse primero a su organizador. Para preguntas sobre estos Términos de torneos, pagos y reembolsos, o para denunciar trampas, escribe a support@tightlines.app.',
      ],
    },
  ],
};
