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
