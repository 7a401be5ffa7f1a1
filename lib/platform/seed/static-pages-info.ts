import 'server-only';
import { REGISTRATION_GIFT_DAYS, REGISTRATION_GIFT_LIMITS, REGISTRATION_GIFT_TERMS } from '@/lib/platform/gifts/registration-gift';
import type { PageSeed } from './static-pages';

/** Whole roubles as each language writes them ("300 000 ₽", "300,000 ₽", "300.000 ₽"). */
export function roubles(minor: number, locale: 'ru' | 'en' | 'it'): string {
  return `${new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { maximumFractionDigits: 0 }).format(minor / 100)} ₽`;
}

/**
 * The welcome offer's page, written from the registration gift's own terms
 * (gifts/registration-gift.ts), so the page says what the gift does.
 */
function welcomePage(): PageSeed {
  const { percent, maxDeposits, wager } = REGISTRATION_GIFT_TERMS;
  // Deposits are counted up to the limit, so the bonus is at most `percent` of it.
  const limit = (REGISTRATION_GIFT_LIMITS.find((l) => l.currency === 'RUB')!.limit * percent) / 100;
  return {
    slug: 'welcome',
    title: { ru: 'Приветственный бонус', en: 'Welcome bonus', it: 'Bonus di benvenuto' },
    body: {
      ru: [
        `Новые игроки получают бонус ${percent}% на каждый из первых ${maxDeposits} депозитов — всего до ${roubles(limit, 'ru')} бонуса.`,
        `Бонус ждёт в подарках ${REGISTRATION_GIFT_DAYS} дней после регистрации: выберите его в кассе при пополнении. Каждый бонус нужно отыграть ${wager} раз до вывода.`,
        'Бонусными деньгами можно ставить в играх, которые их принимают; подробные условия — в правилах бонусов.',
      ],
      en: [
        `New players get a ${percent}% bonus on each of their first ${maxDeposits} deposits, up to ${roubles(limit, 'en')} of bonus in all.`,
        `The offer waits in your gifts for ${REGISTRATION_GIFT_DAYS} days after sign-up: choose it in the cashbox when you top up. Each bonus is wagered ${wager} times before a withdrawal.`,
        'Bonus money can be staked in the games that accept it; see the bonus terms for the details.',
      ],
      it: [
        `I nuovi giocatori ricevono un bonus del ${percent}% su ciascuno dei primi ${maxDeposits} depositi, fino a ${roubles(limit, 'it')} di bonus in tutto.`,
        `L’offerta resta nei tuoi regali per ${REGISTRATION_GIFT_DAYS} giorni dalla registrazione: sceglila nella cassa quando ricarichi. Ogni bonus va puntato ${wager} volte prima di un prelievo.`,
        'Il denaro bonus si può puntare nei giochi che lo accettano; i dettagli sono nei termini dei bonus.',
      ],
    },
  };
}

/** Information pages: about, contacts, the welcome offer, winback, compoints and the FAQ. */
export const INFO_PAGES: readonly PageSeed[] = [
  {
    slug: 'about',
    title: { ru: 'О казино', en: 'About us', it: 'Chi siamo' },
    body: {
      ru: [
        'Croupier — онлайн-казино со слотами, настольными и быстрыми играми.',
        'Каждый раунд разыгрывается на нашем сервере криптографическим генератором случайных чисел, а каждое движение ваших денег видно в истории.',
        'Акции, турниры и программа лояльности помогают получать от игры больше — но главное для нас, чтобы она оставалась удовольствием.',
      ],
      en: [
        'Croupier is an online casino with slots, table and instant games.',
        'Every round is settled on our server by a cryptographic random number generator, and every movement of your money shows in your history.',
        'Promotions, tournaments and the loyalty programme help you get more from playing, but what matters most to us is that it stays fun.',
      ],
      it: [
        'Croupier è un casinò online con slot, giochi da tavolo e giochi istantanei.',
        'Ogni round è deciso sul nostro server da un generatore crittografico di numeri casuali, e ogni movimento del tuo denaro appare nello storico.',
        'Promozioni, tornei e programma fedeltà ti aiutano a ottenere di più dal gioco, ma per noi conta soprattutto che resti un piacere.',
      ],
    },
  },
  {
    slug: 'contacts',
    title: { ru: 'Контакты', en: 'Contacts', it: 'Contatti' },
    body: {
      ru: [
        'Напишите нам в Telegram или Viber — ссылки есть в меню сайта; когда на сайте включён чат, ответ быстрее всего придёт там.',
        'Telegram: @croupier_support. Электронная почта: support@croupier.example.',
        'Пожалуйста, не сообщайте пароль и коды из SMS никому, в том числе сотрудникам поддержки.',
      ],
      en: [
        'Write to us on Telegram or Viber: the links are in the site’s menu. When the chat is on, it is the quickest way to get an answer.',
        'Telegram: @croupier_support. E-mail: support@croupier.example.',
        'Please never share your password or SMS codes with anyone, support staff included.',
      ],
      it: [
        'Scrivici su Telegram o Viber: i link sono nel menu del sito. Quando la chat è attiva, è il modo più rapido per ricevere una risposta.',
        'Telegram: @croupier_support. E-mail: support@croupier.example.',
        'Non comunicare mai a nessuno la password o i codici SMS, nemmeno al personale dell’assistenza.',
      ],
    },
  },
  welcomePage(),
  {
    slug: 'winback',
    title: { ru: 'Винбэк', en: 'Winback', it: 'Winback' },
    body: {
      ru: [
        'Винбэк возвращает часть проигранных за неделю средств на ваш счёт.',
        'Сумма винбэка зависит от вашего уровня и начисляется каждый понедельник.',
        'Неделя длится с понедельника 00:00 до понедельника 00:00 по UTC. Винбэк — это процент от чистого проигрыша недели в играх на реальные деньги (ставки минус выигрыши; фриспины и демо-режим не считаются): {winback_rates}. Неделя, закончившаяся в плюсе, винбэка не даёт.',
        'Винбэк приходит подарком в профиль: его можно активировать в течение 7 дней, он зачисляется бонусными деньгами с вейджером\u00a0×5.',
        'Текущую сумму винбэка можно увидеть в профиле рядом с балансом.',
      ],
      en: [
        'Winback returns part of the week’s losses to your account.',
        'The winback amount depends on your level and is credited every Monday.',
        'A week runs from Monday 00:00 to Monday 00:00 UTC. Winback is a percentage of the week’s net real-money losses (stakes minus wins; free spins and demo play do not count): {winback_rates}. A week you finish ahead pays no winback.',
        'Winback arrives as a gift in your profile: activate it within 7 days and it is credited as bonus money with a 5× wagering requirement.',
        'You can see your current winback in your profile next to your balance.',
      ],
      it: [
        'Il winback restituisce sul tuo conto una parte delle perdite della settimana.',
        'L’importo del winback dipende dal tuo livello e viene accreditato ogni lunedì.',
        'La settimana va dal lunedì alle 00:00 al lunedì successivo alle 00:00 UTC. Il winback è una percentuale delle perdite nette della settimana in denaro reale (puntate meno vincite; giri gratuiti e modalità demo non contano): {winback_rates}. Una settimana chiusa in attivo non dà winback.',
        'Il winback arriva come regalo nel profilo: attivalo entro 7 giorni e viene accreditato come denaro bonus con un requisito di puntata di 5 volte.',
        'Puoi vedere il winback attuale nel profilo, accanto al saldo.',
      ],
    },
  },
  {
    slug: 'compoints-about',
    title: { ru: 'Что такое компоинты', en: 'What are compoints', it: 'Cosa sono i compoint' },
    body: {
      ru: [
        'Компоинты — внутренние очки программы лояльности. Они начисляются за ставки в слотах на реальные деньги.',
        'Компоинты тратятся в магазине компоинтов и на взносы за участие в платных турнирах.',
        'Курс один на всех уровнях: 1 компоинт за каждые 100 ₽ ставок в слотах (1 € или 1 $ в этих валютах).',
      ],
      en: [
        'Compoints are the points of our loyalty programme. You earn them for real-money bets in slots.',
        'You spend compoints in the compoints shop and on the entry fees of paid tournaments.',
        'The rate is the same at every level: 1 compoint for every 100 ₽ staked in slots (1 € or $1 in those currencies).',
      ],
      it: [
        'I compoint sono i punti del nostro programma fedeltà. Li guadagni con le puntate in denaro reale nelle slot.',
        'I compoint si spendono nel negozio dei compoint e per le quote d’iscrizione dei tornei a pagamento.',
        'Il tasso è uguale a ogni livello: 1 compoint ogni 100 ₽ puntati nelle slot (1 € o 1 $ in queste valute).',
      ],
    },
  },
  {
    slug: 'faq',
    title: { ru: 'Частые вопросы', en: 'FAQ', it: 'Domande frequenti' },
    body: {
      ru: [
        'Можно ли играть без регистрации? Да, большинство игр доступны в демо-режиме на игровые фишки.',
        'Как пополнить счёт? Откройте кассу, выберите платёжную систему и укажите сумму. Деньги зачисляются, как только платёжная система подтвердит платёж.',
        'Сколько длится вывод? Каждый вывод проверяет наш сотрудник, прежде чем он будет выплачен; до этого его можно отменить в истории кассы.',
        'Почему игра недоступна? Некоторые игры временно отключены.',
      ],
      en: [
        'Can I play without registering? Yes, most games are available in demo mode with play chips.',
        'How do I top up? Open the cashbox, choose a payment system and enter the amount. The money is credited as soon as the payment system confirms the payment.',
        'How long does a withdrawal take? Our staff review every withdrawal before it is paid; until then you can cancel it in the cashbox history.',
        'Why is a game unavailable? Some games are switched off for a while.',
      ],
      it: [
        'Posso giocare senza registrarmi? Sì, la maggior parte dei giochi è disponibile in modalità demo con fiches di prova.',
        'Come ricarico il conto? Apri la cassa, scegli un metodo di pagamento e indica l’importo. Il denaro viene accreditato appena il sistema di pagamento conferma il pagamento.',
        'Quanto dura un prelievo? Il nostro staff controlla ogni prelievo prima di pagarlo; fino ad allora puoi annullarlo nello storico della cassa.',
        'Perché un gioco non è disponibile? Alcuni giochi sono sospesi per un certo periodo.',
      ],
    },
  },
];
