// What each mail says, in English and Spanish (CONTRACTS#both-languages: every mail in the recipient's language).
// A mail is a title, paragraphs, optional detail rows and an optional button; mail-layout.ts turns
// that into the MJML HTML part and the plain-text part, so both always say the same thing.
import { SUPPORT_EMAIL } from '@join/domain';
import type { MailData, MailKind, MailLocale } from './templates';
import { mailDate } from './mail-date';
import { receiptMail } from './receipt-mail';

export interface MailContent {
  subject: string;
  /** One line shown by mail clients beside the subject. */
  preview: string;
  title: string;
  paragraphs: string[];
  details?: [label: string, value: string][];
  /** Titled tables after the paragraphs (the receipt's order summary and payment information). */
  tables?: { title: string; rows: [label: string, value: string][]; amounts?: boolean }[];
  button?: { href: string; label: string };
  /** Paragraphs after the button (what to do when the link has expired...). */
  after?: string[];
  footer: string;
}

const footer: Record<MailLocale, string> = {
  en: `Harbor, co-parenting made calmer. Questions? Write to ${SUPPORT_EMAIL}.`,
  es: `Harbor, crianza compartida con más calma. ¿Preguntas? Escríbenos a ${SUPPORT_EMAIL}.`,
};

type Writers = { [K in MailKind]: (data: MailData[K], locale: MailLocale) => Omit<MailContent, 'footer'> };

const writers: Writers = {
  receipt: receiptMail,
  'coparent-invite'(v, locale) {
    if (locale === 'es') {
      return {
        subject: `${v.inviterName} te invitó a Harbor`,
        preview: 'Únete a la cuenta familiar para coordinar la crianza en un solo lugar.',
        title: 'Te invitaron como copadre',
        paragraphs: [
          `Hola, ${v.firstName}:`,
          `${v.inviterName} te invitó a unirte a su cuenta familiar en Harbor, donde pueden compartir el calendario, los mensajes y los gastos de sus hijos.`,
          v.paid
            ? 'Tu suscripción ya está pagada: solo tienes que crear tu cuenta.'
            : 'Elige un paquete para empezar.',
        ],
        button: { href: v.url, label: 'Comenzar' },
        after: ['Si el enlace ya no funciona, ábrelo de todos modos y pide uno nuevo.'],
      };
    }
    return {
      subject: `${v.inviterName} invited you to Harbor`,
      preview: 'Join the family account to coordinate parenting in one place.',
      title: "You've been invited as a co-parent",
      paragraphs: [
        `Hi ${v.firstName},`,
        `${v.inviterName} has invited you to join their family account on Harbor, where you can share your children's calendar, messages and expenses.`,
        v.paid
          ? 'Your subscription has been paid: you only need to create your account.'
          : 'Choose a package to get started.',
      ],
      button: { href: v.url, label: 'Get Started' },
      after: ['If the link no longer works, open it anyway and ask for a new one.'],
    };
  },
  'invite-link'(v, locale) {
    if (locale === 'es') {
      return {
        subject: 'Tu nuevo enlace de invitación',
        preview: 'Usa este enlace para unirte a tu cuenta familiar.',
        title: 'Tu nuevo enlace de invitación',
        paragraphs: [
          `Hola, ${v.firstName}:`,
          'Este es tu nuevo enlace para unirte a tu cuenta familiar en Harbor.',
        ],
        button: { href: v.url, label: 'Comenzar' },
      };
    }
    return {
      subject: 'Your new invite link',
      preview: 'Use this link to join your family account.',
      title: 'Your new invite link',
      paragraphs: [`Hi ${v.firstName},`, 'Here is your new link to join your family account on Harbor.'],
      button: { href: v.url, label: 'Get Started' },
    };
  },
  'professional-welcome'(v, locale) {
    const hasLink = Boolean(v.passwordUrl);
    if (locale === 'es') {
      return {
        subject: 'Te damos la bienvenida a tu cuenta profesional de Harbor',
        preview: hasLink
          ? 'Crea tu nombre de usuario y contraseña para iniciar sesión.'
          : 'Tu cuenta profesional está lista.',
        title: 'Te damos la bienvenida',
        paragraphs: [
          `Hola, ${v.firstName}:`,
          'Tu cuenta profesional está lista.',
          ...(hasLink
            ? [
                'Para iniciar sesión, primero crea tu nombre de usuario y contraseña con este enlace. Vence en 7 días.',
              ]
            : ['Inicia sesión para ver tus casos.']),
        ],
        button: hasLink
          ? { href: v.passwordUrl as string, label: 'Crear mi contraseña' }
          : { href: v.casesUrl, label: 'Ir a mis casos' },
        after: hasLink ? [`Después podrás ver tus casos en ${v.casesUrl}`] : undefined,
      };
    }
    return {
      subject: 'Welcome to your Harbor professional account',
      preview: hasLink
        ? 'Create your username and password to log in.'
        : 'Your professional account is ready.',
      title: 'Welcome',
      paragraphs: [
        `Hi ${v.firstName},`,
        'Your professional account is ready.',
        ...(hasLink
          ? ['To log in, first create your username and password with this link. It expires in 7 days.']
          : ['Log in to see your cases.']),
      ],
      button: hasLink
        ? { href: v.passwordUrl as string, label: 'Create my password' }
        : { href: v.casesUrl, label: 'Go to my cases' },
      after: hasLink ? [`Afterwards you will find your cases at ${v.casesUrl}`] : undefined,
    };
  },
  'activation-codes'(v, locale) {
    if (locale === 'es') {
      return {
        subject: 'Tus códigos de activación',
        preview: `${v.codes.length} códigos para ${v.packageName}.`,
        title: 'Tus códigos de activación',
        paragraphs: [
          `Hola, ${v.firstName}:`,
          `Estos son tus códigos de activación para ${v.packageName}. Cada familia escribe uno en el pago, en «Tengo un código de suscripción».`,
        ],
        details: v.codes.map((code, i) => [`Código ${i + 1}`, code] as [string, string]),
      };
    }
    return {
      subject: 'Your activation codes',
      preview: `${v.codes.length} codes for ${v.packageName}.`,
      title: 'Your activation codes',
      paragraphs: [
        `Hi ${v.firstName},`,
        `Here are your activation codes for ${v.packageName}. Each family enters one at checkout, under 'I have a Subscription Code'.`,
      ],
      details: v.codes.map((code, i) => [`Code ${i + 1}`, code] as [string, string]),
    };
  },
  'email-change'(v, locale) {
    if (locale === 'es') {
      return {
        subject: 'Confirma tu nuevo correo electrónico',
        preview: 'Tu correo cambia cuando abras este enlace.',
        title: 'Confirma tu nuevo correo electrónico',
        paragraphs: [
          `Hola, ${v.firstName}:`,
          'Pediste usar esta dirección en tu cuenta de Harbor. El cambio se hace cuando la confirmas con este enlace, que vence en 24 horas.',
        ],
        button: { href: v.url, label: 'Confirmar mi correo' },
        after: ['Si no lo pediste tú, ignora este mensaje: tu cuenta sigue igual.'],
      };
    }
    return {
      subject: 'Confirm your new email address',
      preview: 'Your email changes once you open this link.',
      title: 'Confirm your new email address',
      paragraphs: [
        `Hi ${v.firstName},`,
        'You asked to use this address on your Harbor account. The change happens once you confirm it with this link, which expires in 24 hours.',
      ],
      button: { href: v.url, label: 'Confirm my email' },
      after: ['If this was not you, ignore this message: nothing on your account changes.'],
    };
  },
  'finish-later'(v, locale) {
    const date = mailDate(v.expiresAt, locale);
    if (locale === 'es') {
      return {
        subject: v.reminder
          ? 'Tu registro en Harbor te espera'
          : 'Tu enlace para terminar tu registro en Harbor',
        preview: 'Sigue donde lo dejaste, en cualquier dispositivo.',
        title: v.reminder ? 'Aún puedes terminar tu registro' : 'Termina tu registro cuando quieras',
        paragraphs: [
          `Hola, ${v.firstName}:`,
          v.reminder
            ? 'Ayer empezaste tu registro en Harbor y aún no lo terminas. Todo lo que escribiste sigue guardado.'
            : 'Este enlace abre tu registro donde lo dejaste, en este o en cualquier otro dispositivo.',
        ],
        button: { href: v.url, label: 'Terminar mi registro' },
        after: [
          `El enlace vence el ${date}. Después, empieza de nuevo en Harbor.`,
          'Si no lo pediste tú, ignora este mensaje.',
        ],
      };
    }
    return {
      subject: v.reminder ? 'Your Harbor sign-up is waiting' : 'Your link to finish signing up for Harbor',
      preview: 'Pick up where you left off, on any device.',
      title: v.reminder ? 'You can still finish signing up' : 'Finish signing up when it suits you',
      paragraphs: [
        `Hi ${v.firstName},`,
        v.reminder
          ? "Yesterday you started signing up for Harbor and haven't finished yet. Everything you entered is still saved."
          : 'This link opens your sign-up where you left it, on this device or any other.',
      ],
      button: { href: v.url, label: 'Finish signing up' },
      after: [
        `The link expires on ${date}. After that, start again on Harbor.`,
        'If this was not you, ignore this message.',
      ],
    };
  },
};

export function mailContent<K extends MailKind>(kind: K, locale: MailLocale, data: MailData[K]): MailContent {
  const write = writers[kind] as (d: MailData[K], l: MailLocale) => Omit<MailContent, 'footer'>;
  if (!write) throw new Error(`unknown mail kind ${String(kind)}`);
  return { ...write(data, locale), footer: footer[locale] };
}
