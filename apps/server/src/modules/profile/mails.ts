import type { Language } from '@tightlines/domain';
import type { MailMessage } from '../../platform/mail/mailer';

type MailText = Pick<MailMessage, 'subject' | 'text'>;

/** The link that confirms a new e-mail address, in the account's language. */
export function confirmNewEmailMail(
  language: Language | null,
  { name, link }: { name: string; link: string },
): MailText {
  if (language === 'es')
    return {
      subject: 'Confirma tu nuevo correo de Tightlines',
      text: [
        `Hola, ${name}:`,
        '',
        'Abre este enlace antes de 24 horas para que esta sea la dirección de correo de tu cuenta de Tightlines:',
        '',
        link,
        '',
        'Si no lo pediste, ignora este correo: no cambia nada.',
      ].join('\n'),
    };
  return {
    subject: 'Confirm your new Tightlines e-mail address',
    text: [
      `Hello ${name},`,
      '',
      'Open this link within 24 hours to make this the e-mail address of your Tightlines account:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ].join('\n'),
  };
}

/** The warning to the current address that its account's e-mail is about to change. */
export function emailAboutToChangeMail(
  language: Language | null,
  { name, newEmail }: { name: string; newEmail: string },
): MailText {
  if (language === 'es')
    return {
      subject: 'La dirección de correo de tu cuenta de Tightlines está a punto de cambiar',
      text: [
        `Hola, ${name}:`,
        '',
        `Alguien con sesión iniciada en tu cuenta de Tightlines pidió cambiar su correo a ${newEmail}.`,
        'El cambio solo ocurre cuando se abre el enlace enviado a esa dirección.',
        '',
        'Si no fuiste tú, cambia tu contraseña ahora: eso cierra todas las demás sesiones de tu cuenta.',
      ].join('\n'),
    };
  return {
    subject: 'Your Tightlines e-mail address is about to change',
    text: [
      `Hello ${name},`,
      '',
      `Someone signed in to your Tightlines account asked to change its e-mail address to ${newEmail}.`,
      'The change happens only when the link sent to that address is opened.',
      '',
      'If it was not you, change your password now: that ends every other session of your account.',
    ].join('\n'),
  };
}
