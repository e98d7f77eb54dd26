import type { LegalDocumentContent } from '../legal-documents';

export const privacy: LegalDocumentContent = {
  title: 'Política de privacidad',
  effectiveDate: '2026-11-21',
  intro:
    'Esta Política de privacidad explica qué datos personales recoge Tightlines («nosotros») cuando usas nuestro sitio web y nuestras aplicaciones (el «Servicio»), por qué los recogemos, con quién los compartimos, cuánto tiempo los conservamos y qué opciones tienes. Tightlines es el responsable del tratamiento de los datos personales descritos aquí. Términos como «salida», «torneo» y «Contenido de usuario» tienen el significado que les dan nuestros Términos del servicio.',
  sections: [
    {
      heading: 'Información que recogemos',
      paragraphs: [
        'Datos de la cuenta: tu nombre, dirección de correo electrónico, contraseña (que nuestro servicio de inicio de sesión guarda solo como un hash seguro) o el identificador del proveedor de inicio de sesión social que uses, tu rol (pescador, marinero, capitán o barco), género, fecha de nacimiento, nacionalidad, localidad, dirección y teléfono si los añades, foto de perfil, unidades preferidas y ajustes de privacidad.',
        'Perfil de pesca: tus barcos (nombre, matrícula, tipo, marca, eslora, datos del motor y de la hélice), tu experiencia de pesca (años, tipo de pesca y de trabajo, países) y los clubes y equipos a los que perteneces.',
        'Salidas y registros de pesca: horas de inicio y fin, miembros del equipo, especies, picadas, subidas, liberaciones y capturas retenidas, longitud, peso y puntos, comentarios y las coordenadas GPS donde se registraron las salidas y las capturas, junto con las condiciones meteorológicas que consultamos para ese momento y lugar.',
        'Vídeos y fotos: los archivos que subes, sus miniaturas y datos técnicos como la hora de inicio y fin de la grabación, el tamaño del archivo, la duración y si se añadió desde tu galería.',
        'Datos de torneos: los torneos que organizas, en los que participas o que juzgas, tu equipo, las decisiones y comentarios de los jueces sobre tus registros y los resultados.',
        'Datos de pago: los pagos con tarjeta y monedero los gestionan nuestros proveedores de pago. Nunca recibimos ni guardamos el número completo de tu tarjeta ni las credenciales de tu monedero. Guardamos un registro de cada transacción: importe, moneda, descripción, estado, método y tipo de pago, y el número de confirmación del proveedor.',
        'Datos técnicos: dirección IP, información del navegador y del dispositivo, y los registros que generan nuestros servidores al atender tus solicitudes, incluidos los eventos de seguridad como los intentos fallidos de inicio de sesión. Los mensajes que envías a nuestro equipo de soporte se guardan con tu cuenta.',
      ],
    },
    {
      heading: 'Tus puntos de pesca y coordenadas GPS',
      paragraphs: [
        'Un buen punto de pesca merece protegerse. Guardamos las coordenadas de tus capturas para que puedas ver tus propios registros en el mapa, para que los filtros regionales y locales funcionen en las clasificaciones y los torneos, y para que los jueces puedan comprobar que una captura de torneo se hizo en la zona permitida.',
        'Nunca mostramos la ubicación exacta de tus capturas a otros pescadores más allá de lo que permiten tus ajustes de privacidad. Lo que ven los demás también depende de su rol: por ejemplo, a los pescadores y marineros no se les muestran las coordenadas de los registros. El muro público y las clasificaciones usan nombres de región y localidad, no coordenadas.',
        'Puedes cambiar tus ajustes de privacidad en cualquier momento en Mi perfil, y los cambios se aplican de inmediato a lo que ven los demás. Compartir una salida mediante un enlace comparte solo lo que permiten tus ajustes.',
      ],
    },
    {
      heading: 'Para qué usamos tu información',
      paragraphs: [
        'Para prestarte el Servicio según nuestro contrato contigo: crear y proteger tu cuenta, mostrar tus salidas, el muro, las clasificaciones, los clubes y los equipos, almacenar y reproducir tus vídeos y enviarte notificaciones.',
        'Para organizar torneos: comprobar la elegibilidad y la localidad, registrar inscripciones y equipos, permitir que los jueces designados revisen las pruebas, calcular los resultados y publicar las clasificaciones oficiales.',
        'Para procesar pagos y cumplir obligaciones legales: confirmar con el proveedor de pago las inscripciones a torneos y las suscripciones a clubes, llevar la contabilidad y gestionar reembolsos y disputas.',
        'Por nuestros intereses legítimos: prevenir el fraude, las trampas y los abusos, hacer cumplir nuestros Términos, investigar incidentes de seguridad y entender, mediante datos de uso agregados o limitados (por ejemplo, qué localidades piden torneos), cómo mejorar el Servicio.',
        'Para comunicarnos contigo: mensajes del servicio como correos para restablecer la contraseña, recibos y avisos de torneos o clubes. Solo te enviamos comunicaciones comerciales si lo aceptas, y puedes darte de baja en cualquier momento.',
        'No vendemos tus datos personales, no los usamos para publicidad de terceros y no tomamos decisiones automatizadas que tengan efectos jurídicos o igualmente significativos sobre ti. Las participaciones en torneos las juzgan personas.',
      ],
    },
    {
      heading: 'Con quién se comparte la información',
      paragraphs: [
        'Con otros usuarios, según tus ajustes de privacidad: tu perfil público (nombre, foto, rol y localidad), las salidas y comentarios que publicas, y tus posiciones en las clasificaciones y resultados de torneos. Las salidas ocultas solo las ves tú.',
        'Con los organizadores y jueces de los torneos en los que participas, que ven tu nombre, equipo, inscripción y pruebas; y con los clubes a los que te unes, que ven tu nombre y el estado de tu membresía.',
        'Con proveedores que tratan datos por encargo nuestro bajo contrato: alojamiento en la nube y almacenamiento de archivos, proveedores de pago, envío de correo electrónico, el proveedor de inicio de sesión social que elijas y proveedores de imágenes de mapas y datos meteorológicos. Los proveedores meteorológicos reciben solo las coordenadas y la hora necesarias para consultar las condiciones, nunca tu identidad.',
        'Cuando la ley lo exija, o cuando sea necesario para proteger los derechos, los bienes o la seguridad de nuestros usuarios, del público o de Tightlines; y, con sujeción a esta Política, a un sucesor si Tightlines participa en una fusión, adquisición o venta de activos.',
      ],
    },
    {
      heading: 'Cuánto tiempo conservamos los datos',
      paragraphs: [
        'Conservamos los datos de la cuenta mientras tu cuenta esté abierta. Una salida que eliminas desaparece del Servicio de inmediato y se borra de nuestros sistemas en un plazo de 30 días. Puedes eliminar tu cuenta tú mismo en Mi perfil (Editar perfil, Eliminar la cuenta), con tu contraseña o tras volver a iniciar sesión. Surte efecto de inmediato: se eliminan tu perfil, tus ajustes de privacidad y de correo, tu experiencia de pesca, tus salidas y registros de peces, vídeos, fotos y archivos de respaldo, comentarios, puestos en tripulaciones, enlaces compartidos, barcos, membresías y solicitudes de clubes, borradores de torneos y notificaciones; se cierran todas tus sesiones, tus archivos dejan de servirse de inmediato y se borran de nuestro almacenamiento poco después, y tu correo electrónico puede registrarse de nuevo. Desaparecen de nuestras copias de seguridad en otros 90 días como máximo.',
        'Algunos registros deben sobrevivir a una cuenta y conservan una fila que ya no te nombra («Deleted account», sin tu correo): las inscripciones a torneos que pagaste y tus salidas de torneo con sus capturas, de las que dependen las clasificaciones, las decisiones de los jueces y los resultados de otros pescadores (sus vídeos dejan de mostrarse); los pagos y los cobros, que la normativa fiscal y contable nos obliga a conservar; las invitaciones y decisiones de los jueces y las acciones de los moderadores. Los resultados oficiales publicados antes de eliminar tu cuenta son un registro histórico firmado cuyo archivo no puede cambiar sin romper su verificación: pueden seguir mostrando tu nombre o tu equipo salvo que nos pidas anonimizarlos. Los registros de transacciones se conservan el tiempo que exija la normativa fiscal y contable. Los registros de los servidores y de seguridad se conservan como máximo 12 meses.',
      ],
    },
    {
      heading: 'Tus derechos',
      paragraphs: [
        'Acceso y rectificación: puedes ver y editar la mayoría de tus datos en Mi perfil, y puedes pedirnos una copia de todos los datos personales que tenemos sobre ti o que corrijamos cualquier dato erróneo.',
        'Supresión: puedes eliminar tú mismo salidas, registros y archivos de respaldo en cualquier momento, y eliminar tu cuenta entera en Mi perfil.',
        'Portabilidad: puedes descargar tú mismo tus salidas y registros de peces en CSV o GPX desde Mis registros de pesca, y descargar tú mismo todos tus datos desde Mi perfil (Editar perfil, Tus datos): un zip con tu perfil, salidas, registros de peces, comentarios, inscripciones, pagos, equipos, clubes y notificaciones en archivos JSON, y tus fotos y vídeos. Se prepara en segundo plano, te avisamos en la aplicación y por correo cuando está listo, solo tú puedes descargarlo y se elimina a los 7 días.',
        'Oposición, limitación y consentimiento: puedes oponerte al tratamiento basado en nuestros intereses legítimos, pedirnos que limitemos el tratamiento y retirar cualquier consentimiento que hayas dado, por ejemplo para comunicaciones comerciales.',
        'Para ejercer estos derechos, escribe a support@tightlines.app desde la dirección de correo electrónico de tu cuenta. Respondemos en un plazo de 30 días y podemos pedirte antes que confirmes tu identidad. También tienes derecho a presentar una reclamación ante tu autoridad local de protección de datos.',
      ],
    },
    {
      heading: 'Cookies y almacenamiento local',
      paragraphs: [
        'Tightlines solo usa cookies esenciales. Cuando inicias sesión, creamos cookies de sesión que mantienen tu sesión abierta y protegen tus solicitudes. Son HttpOnly, de modo que los scripts de la página no pueden leerlas, y SameSite, de modo que otros sitios no pueden usarlas. Se eliminan cuando cierras la sesión o cuando caducan.',
        'No usamos cookies publicitarias, analíticas ni de seguimiento entre sitios, y por eso no mostramos un aviso de cookies.',
        'La app también guarda algunos valores funcionales en el almacenamiento de tu navegador: por ejemplo, tu correo electrónico y datos básicos del perfil para que las páginas carguen rápido, cuándo te invitamos por última vez a iniciar sesión y qué torneo estás juzgando. Los tokens de acceso nunca se guardan ahí. Puedes borrar estos valores en los ajustes de tu navegador en cualquier momento.',
        'Cuando usas un proveedor de inicio de sesión social o la página de pago de un proveedor de pagos, ese proveedor puede crear sus propias cookies según su propia política.',
      ],
    },
    {
      heading: 'Seguridad',
      paragraphs: [
        'Protegemos tus datos con cifrado en tránsito, enlaces firmados y de duración limitada para los vídeos, tokens de sesión que los scripts de la página no pueden leer, contraseñas con hash, comprobaciones de permisos en nuestros servidores para cada cambio y un acceso a los sistemas de producción limitado al personal que lo necesita.',
        'Ningún sistema es perfectamente seguro. Si un incidente de seguridad afecta a tus datos personales, te lo notificaremos a ti y a las autoridades competentes según exija la ley. Puedes ayudar usando una contraseña robusta y única y cerrando la sesión en dispositivos compartidos.',
      ],
    },
    {
      heading: 'Transferencias internacionales',
      paragraphs: [
        'Nuestros proveedores pueden tratar datos en países distintos del tuyo. Cuando lo hacen, nos apoyamos en garantías adecuadas, como las cláusulas contractuales tipo aprobadas por las autoridades competentes.',
      ],
    },
    {
      heading: 'Menores',
      paragraphs: [
        'El Servicio no está dirigido a menores de 16 años y no recogemos a sabiendas sus datos personales. Si en tus vídeos de pesca aparece un menor, asegúrate de contar con el permiso de su madre, padre o tutor. Si crees que un menor de 16 años tiene una cuenta, escríbenos y la eliminaremos.',
      ],
    },
    {
      heading: 'Cambios en esta Política',
      paragraphs: [
        'Te informaremos de los cambios importantes por correo electrónico o en el Servicio antes de que entren en vigor. La fecha de entrada en vigor que aparece al principio de esta página indica qué versión se aplica.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        'Para cualquier pregunta sobre privacidad o para ejercer tus derechos, escribe a support@tightlines.app con «Privacidad» en el asunto.',
      ],
    },
  ],
};
