import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'payments.checkout.secure': 'Pago seguro',
  'payments.checkout.testMode': 'Modo de prueba',
  'payments.checkout.testModeHint':
    'No se mueve dinero real. Paga con 4242 4242 4242 4242, cualquier fecha de caducidad futura y cualquier CVC; 4000 0000 0000 0002 se rechaza y 4000 0000 0000 9995 no tiene fondos suficientes.',
  'payments.checkout.loading': 'Cargando tu pago',
  'payments.checkout.notFoundTitle': 'Este pago no existe',
  'payments.checkout.notFound':
    'Puede que el enlace esté mal escrito o que el pago se creara en otro servidor. Vuelve a empezar desde la página donde estabas comprando.',
  'payments.checkout.paidTitle': 'Este pago ya está hecho',
  'payments.checkout.paid': 'No queda nada por pagar. Vuelve a Tightlines para ver tu inscripción.',
  'payments.checkout.expiredTitle': 'Este pago ha caducado',
  'payments.checkout.expired':
    'Se canceló o se dejó abierto demasiado tiempo y ya no se puede pagar. No se ha cobrado nada. Vuelve a empezar desde la página donde estabas comprando.',
  'payments.checkout.backToTightlines': 'Volver a Tightlines',
  'payments.checkout.expiresAt': 'Paga antes de {time}',

  'payments.order.title': 'Resumen del pedido',
  'payments.order.purpose.tournament_entry': 'Inscripción al torneo',
  'payments.order.purpose.team_registration': 'Inscripción del equipo',
  'payments.order.purpose.club_subscription': 'Suscripción al club',
  'payments.order.quantity': 'Cantidad',
  'payments.order.unitTimesQuantity': '{unit} × {quantity}',
  'payments.order.platformFee': 'Comisión de la plataforma ({percent} %), incluida',
  'payments.order.total': 'Total',
  'payments.order.currencyNote': 'Se cobra en {currency}',

  'payments.card.title': 'Pagar con tarjeta',
  'payments.card.number': 'Número de tarjeta',
  'payments.card.expiry': 'Fecha de caducidad',
  'payments.card.expiryPlaceholder': 'MM/AA',
  'payments.card.cvc': 'CVC',
  'payments.card.cvcHint': '3 o 4 cifras en el reverso de la tarjeta',
  'payments.card.pay': 'Pagar {amount}',
  'payments.card.numberRequired': 'Escribe el número de tu tarjeta.',
  'payments.card.numberInvalid': 'El número de tu tarjeta no es válido.',
  'payments.card.expiryRequired': 'Escribe la fecha de caducidad de tu tarjeta.',
  'payments.card.expiryInvalid': 'Escribe la caducidad como MM/AA, por ejemplo 08/29.',
  'payments.card.expiryPast': 'La fecha de caducidad de tu tarjeta ya pasó.',
  'payments.card.cvcInvalid': 'El código de seguridad de tu tarjeta está incompleto.',
  'payments.card.or': 'o',
  'payments.wallet.pay': 'Pagar con el monedero',
  'payments.wallet.hint': 'Paga con el saldo de tu monedero en línea.',
  'payments.decline.title': 'El pago no se ha completado',
  'payments.decline.card_declined':
    'Tu tarjeta fue rechazada. Prueba con otra tarjeta o paga con tu monedero.',
  'payments.decline.insufficient_funds':
    'Tu tarjeta no tiene fondos suficientes. Prueba con otra tarjeta o paga con tu monedero.',
  'payments.decline.retry': 'No se ha cobrado nada. Revisa los datos y vuelve a intentarlo.',
  'payments.cancel.button': 'Cancelar y volver',
  'payments.cancel.title': '¿Cancelar este pago?',
  'payments.cancel.message': 'No se cobrará nada y este pago se cerrará. Puedes empezar otro más tarde.',
  'payments.cancel.confirm': 'Cancelar el pago',

  'payments.return.title': 'Tu pago',
  'payments.return.checking': 'Confirmando tu pago…',
  'payments.return.checkingHint': 'Suele tardar unos segundos. No cierres esta página.',
  'payments.return.slowTitle': 'Seguimos esperando la confirmación',
  'payments.return.slow':
    'Tu pago está tardando más de lo normal en confirmarse. Puedes salir de esta página: si pagaste, tu inscripción se concede en cuanto la plataforma de pago lo confirme y aparecerá en Mi perfil → Pagos.',
  'payments.return.checkAgain': 'Volver a comprobar',
  'payments.return.notFoundTitle': 'No encontramos este pago',
  'payments.return.notFound':
    'Este enlace no corresponde a ningún pago tuyo. Si pagaste, tu pago aparece en Mi perfil → Pagos.',
  'payments.return.approvedTitle': 'Pago recibido',
  'payments.return.cancelledTitle': 'No se ha cobrado nada',
  'payments.return.for': '{description} · {amount}',
  'payments.return.back': 'Volver a lo que estabas comprando',
  'payments.return.goingBack': 'Te llevamos de vuelta en unos segundos…',
  'payments.return.myPayments': 'Ver mis pagos',
  'payments.return.refundedTitle': 'Pago reembolsado',
  'payments.return.refunded':
    'El torneo ya no admitía inscripciones cuando llegó tu pago, así que no se completó tu inscripción. Te hemos reembolsado el pago íntegro y te lo hemos confirmado por correo electrónico.',
  'payments.testMoney.badge': 'Dinero de prueba',
  'payments.testMoney.hint': 'Pagado en la pasarela de prueba: no se ha movido dinero real.',
} satisfies Translation<typeof en>;
