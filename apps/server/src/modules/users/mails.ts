import type { Language } from '@tightlines/domain';
import type { MailMessage } from '../../platform/mail/mailer';

/** The password reset mail, in the account's language (English until they choose one). */
export function passwordResetMail(
  language: Language | null,
  { name, link }: { name: string; link: string },
): Pick<MailMessage, 'subject' | 'text'> {
  if (language === 'es')
    return {
      subject: 'Restablece tu contraseña de Tightlines',
      text: [
        `Hola, ${name}:`,
        '',
        'Alguien pidió restablecer la contraseña de tu cuenta de Tightlines. Abre este enlace antes de una hora para elegir una nueva:',
        '',
        link,
        '',
        'Si no fuiste tú, ignora este correo: tu contraseña sigue igual.',
      ].join('\n'),
    };
  return {
    subject: 'Reset your Tightlines password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Tightlines account. Open this link within one hour to choose a new one:',
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** The mail proving a new account's address (and the resend button's), in the account's language. */
export function verifyEmailMail(
  language: Language | null,
  { name, link }: { name: string; link: string },
): Pick<MailMessage, 'subject' | 'text'> {
  if (language === 'es')
    return {
      subject: 'Verifica tu correo de Tightlines',
      text: [
        `Hola, ${name}:`,
        '',
        'Abre este enlace antes de 24 horas para confirmar que esta dirección es tuya:',
        '',
        link,
        '',
        'Hasta entonces puedes usar Tightlines, pero no juzgar torneos ni capitanear barcos para los que te hayan nombrado por correo.',
        'Si no creaste una cuenta en Tightlines, ignora este correo.',
      ].join('\n'),
    };
  return {
    subject: 'Verify your Tightlines e-mail',
    text: [
      `Hello ${name},`,
      '',
      'Open this link within 24 hours to confirm this address is yours:',
      '',
      link,
      '',
      'Until then you can use Tightlines, but not judge tournaments or captain boats you were named to by e-mail.',
      'If you did not create a Tightlines account, ignore this e-mail.',
    ].join('\n'),
  };
}
