import type { Translation } from '../../../i18n/catalogue';
import type en from './prompts.en';

export default {
  'account.signIn': 'Iniciar sesión',
  'account.createAccount': 'Crear una cuenta',
  'account.logOut.signingOut': 'Cerrando sesión',
  'account.invitation.title': 'Únete a Tightlines',
  'account.invitation.text':
    'Inicia sesión para registrar tus salidas con vídeo, seguir barcos y pescadores, y participar en torneos. Es gratis.',
  'account.invitation.notNow': 'Ahora no',
  'account.invitation.pageText':
    'Los torneos, los equipos y tus propios registros de pesca necesitan una cuenta de Tightlines. Unirse es gratis.',
  'account.nameRequired.title': 'Necesitamos tu nombre para crear tu cuenta',
  'account.nameRequired.text':
    'Tu proveedor de inicio de sesión no compartió tu nombre con Tightlines, así que no pudimos crear tu cuenta.',
  'account.nameRequired.again': 'Vuelve a iniciar sesión y permite que Tightlines vea tu nombre, o',
  'account.nameRequired.register': 'crea una cuenta con tu correo y una contraseña.',
  'account.nameRequired.close': 'Cerrar',
  'account.nameRequired.registerButton': 'Registrarse con correo',
  'account.reset.title': 'Elige una nueva contraseña',
  'account.reset.tabTitle': 'Nueva contraseña',
  'account.reset.unusableTitle': 'Este enlace no se puede usar',
  'account.reset.unusable':
    'El enlace es desconocido, ya se usó o tiene más de una hora. Pide uno nuevo desde la página de inicio de sesión.',
  'account.reset.newFor': 'Nueva contraseña para {email}',
  'account.reset.cancel': 'Cancelar',
  'account.reset.submit': 'Cambiar contraseña',
  'account.verify.noticeTitle': 'Revisa tu correo para verificar tu dirección',
  'account.verify.noticeText':
    'Enviamos un enlace a {email}. Hasta que lo abras puedes usar Tightlines, pero no juzgar torneos ni capitanear barcos para los que te nombraron por correo.',
  'account.verify.resend': 'Enviar un enlace nuevo',
  'account.verify.resent': 'Un enlace nuevo va en camino a {email}.',
} satisfies Translation<typeof en>;
