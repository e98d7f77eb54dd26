import type { LegalDocumentContent } from '../legal-documents';

export const terms: LegalDocumentContent = {
  title: 'Términos del servicio',
  effectiveDate: '2026-11-21',
  intro:
    'Estos Términos del servicio (los «Términos») regulan el uso del sitio web, las aplicaciones y los servicios relacionados de Tightlines (en conjunto, el «Servicio»), gestionados por Tightlines («Tightlines», «nosotros»). Al crear una cuenta, inscribirte en un torneo o usar el Servicio de cualquier otra forma, aceptas estos Términos, nuestra Política de privacidad y, cuando participes en un torneo, nuestros Términos de torneos. Si no estás de acuerdo, te pedimos que no uses el Servicio.',
  sections: [
    {
      heading: 'El Servicio',
      paragraphs: [
        'Tightlines es una plataforma de pesca deportiva. Pescadores, marineros, capitanes y propietarios de barcos registran salidas de pesca con vídeo, siguen un muro público de salidas, aparecen en clasificaciones, pertenecen a clubes y equipos y participan en torneos en línea cuyas capturas se juzgan a partir de vídeo. Los organizadores crean y dirigen los torneos, y los jueces que ellos designan revisan las pruebas.',
        'Algunas partes del Servicio pueden verse sin cuenta, como el muro público de las salidas que los pescadores han decidido publicar. Otras funciones requieren una cuenta, y algunas un rol o permiso concreto: por ejemplo, solo los jueces designados para un torneo pueden juzgarlo.',
        'Tightlines proporciona las herramientas. Salvo que lo digamos expresamente para un evento concreto, no organizamos los torneos que dirigen otros, no nombramos ni contratamos a sus jueces, ni custodiamos ni pagamos sus premios.',
      ],
    },
    {
      heading: 'Tu cuenta',
      paragraphs: [
        'Debes tener al menos 16 años para crear una cuenta. Para pagar inscripciones, suscribirte a un club de pago o recibir un premio debes tener la edad necesaria para celebrar un contrato vinculante donde vives, o contar con el consentimiento de tu madre, padre o tutor.',
        'Puedes registrarte con una dirección de correo electrónico y una contraseña o con un proveedor de inicio de sesión social compatible. Danos información exacta, incluidos tu nombre, tu rol (pescador, marinero, capitán o barco) y tu localidad, y mantenla al día. Tu localidad decide en qué torneos regionales y locales puedes participar, por lo que falsearla supone un incumplimiento de estos Términos.',
        'Eres responsable de todo lo que se haga desde tu cuenta. Mantén tus credenciales en secreto, usa una contraseña de al menos ocho caracteres que no uses en ningún otro sitio y avísanos de inmediato en support@tightlines.app si crees que tu cuenta se ha visto comprometida.',
        'Las cuentas son personales. No puedes vender, transferir ni compartir tu cuenta, ni crear cuentas para otras personas sin su permiso. El perfil de un barco debe gestionarlo su propietario o capitán, o alguien con su autorización.',
      ],
    },
    {
      heading: 'Tu contenido',
      paragraphs: [
        '«Contenido de usuario» es todo lo que envías al Servicio: salidas y registros de pesca, vídeos, fotos y archivos de respaldo, datos de capturas como especie, longitud, peso y hora de liberación, datos de ubicación, comentarios, información de clubes y equipos, datos de perfil y descripciones de torneos.',
        'Sigues siendo el propietario de tu Contenido de usuario. Concedes a Tightlines una licencia mundial, no exclusiva y gratuita para alojarlo, almacenarlo, copiarlo, convertirlo, mostrarlo y distribuirlo en la medida necesaria para operar, proteger y mejorar el Servicio: por ejemplo, para mostrar tus salidas en el muro y en las clasificaciones, permitir que los jueces revisen tus vídeos y crear miniaturas. La licencia termina cuando eliminas el contenido, salvo las copias que se conservan durante un tiempo limitado en las copias de seguridad y las pruebas que forman parte de los resultados oficiales de un torneo.',
        'Tú controlas la visibilidad. Puedes ocultar una salida para que solo tú la veas en Mis registros de pesca, restaurarla para que vuelva a ser visible para todos o eliminarla. La eliminación es definitiva y no se puede deshacer. Cuando compartes una salida o un torneo mediante un enlace, cualquiera que tenga el enlace puede ver lo que has compartido.',
        'Confirmas que tienes los derechos sobre todo lo que subes, incluido el consentimiento de las personas que se ven o se oyen en tus vídeos, y que los datos de tus capturas son exactos. Los vídeos enviados como prueba de una captura deben ser grabaciones auténticas y sin editar de esa captura.',
        'No revisamos el Contenido de usuario antes de publicarlo, pero podemos retirarlo o restringirlo, o limitar una cuenta, cuando creamos razonablemente que incumple estos Términos o la ley. Los moderadores designados por Tightlines pueden retirar salidas y comentarios que incumplan estas normas.',
      ],
    },
    {
      heading: 'Uso aceptable',
      paragraphs: [
        'Usa el Servicio de forma justa y lícita. No publiques contenido falso, engañoso, difamatorio, acosador, de odio o sexualmente explícito, ni que muestre crueldad con los animales más allá de la práctica habitual de la pesca deportiva legal.',
        'No falsifiques capturas ni pruebas. Esto incluye enviar imágenes grabadas fuera de las fechas de un torneo, imágenes editadas o escenificadas, la captura de otro pescador o datos falsos de especie, longitud, peso o ubicación.',
        'No uses el Servicio para registrar o promover la pesca ilegal, como capturas en zonas o temporadas de veda, especies protegidas capturadas ilegalmente o pesca sin la licencia o el permiso que te correspondan.',
        'No interfieras con el Servicio: nada de extraer datos de forma automatizada, crear cuentas de forma automática, sondear o eludir la seguridad o los controles de acceso, subir software malicioso, aplicar ingeniería inversa salvo cuando la ley lo permita, ni someter nuestros sistemas a una carga excesiva.',
        'No suplantes a otra persona, barco, club u organizador, no hagas un uso indebido de los datos personales de otros usuarios (incluidos los puntos de pesca de otros pescadores) ni uses el Servicio para enviar publicidad no solicitada.',
      ],
    },
    {
      heading: 'Datos de ubicación y privacidad',
      paragraphs: [
        'Las salidas y los registros de pesca pueden guardar las coordenadas GPS de tus capturas. Tus ajustes de privacidad deciden cuánta de esa ubicación pueden ver otros usuarios, y nunca mostramos tus puntos exactos a otros pescadores más allá de lo que esos ajustes permiten. Nuestra Política de privacidad explica cómo tratamos los datos personales y forma parte de estos Términos.',
        'Cuando te inscribes en un torneo, sus jueces ven las pruebas que envías (vídeos, horas y datos de las capturas) para poder juzgar tu participación, y su organizador ve a sus participantes, equipos y resultados.',
      ],
    },
    {
      heading: 'Funciones de pago, pagos y reembolsos',
      paragraphs: [
        'Algunas funciones son de pago: las inscripciones a torneos, que fija cada organizador, y las suscripciones a clubes, que pueden cubrir más de una membresía. El precio, la moneda y la cantidad se muestran antes de que confirmes. Salvo que se indique lo contrario, los precios están en dólares estadounidenses.',
        'Los pagos se hacen con tarjeta o monedero en línea y los procesan nuestros proveedores de pago externos, cuyos términos también se aplican a tu pago. Nunca vemos ni guardamos el número completo de tu tarjeta ni las credenciales de tu monedero. Guardamos un registro de cada transacción (importe, moneda, descripción, estado, método de pago y número de confirmación) para poder confirmar tu inscripción o suscripción y responder a tus preguntas sobre ella.',
        'Una inscripción a un torneo o una suscripción a un club solo queda confirmada cuando el proveedor de pago nos confirma el pago. Si un pago se rechaza, se cancela o se revierte, la inscripción o suscripción correspondiente no está activa.',
        'Inscripciones a torneos: si un organizador cancela un torneo de pago, las inscripciones pagadas a través de Tightlines se reembolsan íntegramente al método de pago original. En los demás casos, las inscripciones no son reembolsables una vez que te has unido, tampoco si no sales a pescar, no subes las pruebas antes del plazo o eres descalificado. Nuestros Términos de torneos dan los detalles.',
        'Suscripciones a clubes: si una suscripción es periódica, se renueva con la frecuencia indicada al pagar hasta que la canceles. Puedes dejar un club en cualquier momento; las solicitudes de baja se procesan en segundo plano y surten efecto una vez confirmadas. Darte de baja detiene las renovaciones futuras, pero el periodo en curso no se reembolsa salvo que la ley lo exija.',
        'Si crees que se te ha cobrado por error, escribe a support@tightlines.app en los 60 días siguientes al cargo, indicando el número de confirmación de tu recibo, y lo investigaremos. Nada de lo dispuesto en estos Términos limita los derechos que te reconoce la normativa de protección de los consumidores.',
      ],
    },
    {
      heading: 'Torneos',
      paragraphs: [
        'Los organizadores fijan las fechas de cada torneo, el plazo para subir pruebas, las especies y localidades admitidas, el reglamento, la cuota de inscripción, los premios y los jueces. Al unirte a un torneo o inscribir un equipo aceptas sus normas publicadas y nuestros Términos de torneos.',
        'Los jueces designados por el organizador revisan cada captura a partir de su vídeo. Cuando los jueces terminan de juzgar, los resultados pasan a ser oficiales e irreversibles. Tightlines no decide los resultados y no es responsable de las decisiones de los jueces.',
        'Los premios los ofrece y paga el organizador, no Tightlines, salvo que la página del torneo indique expresamente lo contrario. Los organizadores son responsables de cumplir las leyes aplicables a su evento, incluidas las normas sobre concursos con premio, permisos e impuestos.',
      ],
    },
    {
      heading: 'Organizadores y jueces',
      paragraphs: [
        'Si creas un torneo, confirmas que tienes derecho a organizarlo, que su descripción, normas, cuota y premios son exactos y que pagarás los premios que anuncies. Eres responsable de designar jueces cualificados e imparciales y de responder a las preguntas de los participantes. Podemos suspender o retirar un torneo que parezca engañoso o ilegal.',
        'Si actúas como juez, te comprometes a juzgar de forma justa y coherente, basándote solo en las pruebas y en las normas publicadas, a comunicar al organizador cualquier conflicto de intereses y a usar las pruebas de los participantes únicamente para juzgar.',
      ],
    },
    {
      heading: 'Seguridad y servicios de terceros',
      paragraphs: [
        'La pesca se practica bajo tu propia responsabilidad. Tú, tu capitán y tu tripulación sois los únicos responsables de la seguridad en el mar, de la navegabilidad de la embarcación, de las decisiones sobre el tiempo, de las licencias y del cumplimiento de la normativa pesquera y marítima. Ninguna salida, clasificación ni premio justifica correr un riesgo.',
        'El Servicio depende de terceros, como proveedores de pago, proveedores de inicio de sesión social, imágenes de mapas y datos meteorológicos. Sus servicios se rigen por sus propios términos. Los mapas y la información meteorológica se ofrecen solo a título informativo y nunca deben usarse para decisiones de navegación o de seguridad.',
      ],
    },
    {
      heading: 'Exenciones de responsabilidad',
      paragraphs: [
        'El Servicio se ofrece «tal cual» y «según disponibilidad». En la medida en que la ley lo permita, excluimos toda garantía, expresa o implícita, incluidas las de comerciabilidad, idoneidad para un fin concreto y no infracción. No garantizamos que el Servicio funcione sin interrupciones ni errores, que todas las subidas se completen ni que el contenido aportado por otros usuarios sea exacto.',
        'Las clasificaciones, los puntos y las estadísticas se calculan a partir de los datos que envían los usuarios y de las decisiones de los jueces, y se ofrecen con fines comunitarios y deportivos.',
      ],
    },
    {
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'En la medida en que la ley lo permita, Tightlines no responde de daños indirectos, incidentales, especiales, consecuentes o punitivos, ni de la pérdida de beneficios, ingresos, datos, clientela u oportunidades de pesca, derivados del uso del Servicio. Nuestra responsabilidad total por todas las reclamaciones relacionadas con el Servicio se limita a la mayor de estas cantidades: lo que hayas pagado a Tightlines en los doce meses anteriores a la reclamación o 100 dólares estadounidenses.',
        'Nada de lo dispuesto en estos Términos limita la responsabilidad que la ley no permite limitar, como la responsabilidad por muerte o lesiones personales causadas por negligencia, o por fraude.',
        'Te comprometes a indemnizar a Tightlines frente a reclamaciones de terceros derivadas de tu Contenido de usuario, de tu incumplimiento de estos Términos o de la ley, o de un torneo que organices, salvo en la medida en que la reclamación la hayamos causado nosotros.',
      ],
    },
    {
      heading: 'Suspensión y cancelación',
      paragraphs: [
        'Puedes dejar de usar el Servicio en cualquier momento y pedirnos que cerremos tu cuenta escribiendo a support@tightlines.app desde la dirección de correo electrónico de la cuenta. Nuestra Política de privacidad explica qué ocurre con tus datos cuando se cierra tu cuenta.',
        'Podemos suspender o cancelar tu acceso si incumples estos Términos de forma grave o reiterada, si la ley lo exige o para proteger a otros usuarios o el Servicio. Cuando sea razonable, te explicaremos el motivo por adelantado y te daremos la oportunidad de responder. Si cerramos tu cuenta sin causa, te reembolsaremos la parte prepagada y no utilizada de tus suscripciones a clubes.',
        'Las disposiciones que por su naturaleza deban subsistir tras la cancelación, incluidas la licencia sobre las pruebas de los resultados oficiales de torneos, las obligaciones de pago, las exenciones y limitaciones de responsabilidad, la indemnización y la ley aplicable, siguen en vigor.',
      ],
    },
    {
      heading: 'Cambios en el Servicio y en estos Términos',
      paragraphs: [
        'Mejoramos el Servicio continuamente y podemos añadir, cambiar o retirar funciones. Si hacemos cambios importantes en estos Términos, te avisaremos por correo electrónico o en el Servicio al menos 30 días antes de que entren en vigor. Si sigues usando el Servicio después de esa fecha, aceptas los nuevos Términos; si no los aceptas, puedes cerrar tu cuenta antes.',
      ],
    },
    {
      heading: 'Ley aplicable y litigios',
      paragraphs: [
        'Estos Términos se rigen por las leyes de la jurisdicción en la que está establecida Tightlines, sin tener en cuenta sus normas de conflicto de leyes. Si eres consumidor, conservas además la protección de las leyes imperativas del país donde vives y puedes acudir a sus tribunales.',
        'Antes de iniciar un procedimiento formal, escríbenos a support@tightlines.app para que podamos intentar resolver el asunto de manera amistosa. Respondemos a todas estas solicitudes en un plazo de 30 días.',
        'Si alguna disposición de estos Términos resulta inaplicable, el resto sigue en vigor. No exigir el cumplimiento de una disposición no supone renunciar a ella. Estos Términos, junto con la Política de privacidad y los Términos de torneos, constituyen el acuerdo completo entre tú y Tightlines sobre el Servicio.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        '¿Tienes preguntas sobre estos Términos, tu cuenta o un pago? Escribe a support@tightlines.app. Indica la dirección de correo electrónico de tu cuenta y, si se trata de un pago, el número de confirmación que aparece en tu recibo.',
      ],
    },
  ],
};
