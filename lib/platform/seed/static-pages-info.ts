import 'server-only';
import type { PageSeed } from './static-pages';
import { winbackRatesText } from './winback-rates-text';

/** Information pages: about, contacts, the welcome offer, winback, compoints and the FAQ. */
export const INFO_PAGES: readonly PageSeed[] = [
  {
    slug: 'about',
    title: { ru: 'О казино', en: 'About us', it: 'Chi siamo' },
    body: {
      ru: [
        'Croupier — онлайн-казино с сотней слотов, настольных и быстрых игр от независимых студий.',
        'Мы делаем ставку на честность: результаты раундов определяет сертифицированный генератор случайных чисел, а все операции со счётом видны в истории.',
        'Акции, турниры и программа лояльности помогают получать от игры больше — но главное для нас, чтобы она оставалась удовольствием.',
      ],
      en: [
        'Croupier is an online casino with a hundred slots, table and instant games from independent studios.',
        'We stand for fairness: round outcomes come from a certified random number generator, and every account movement shows in your history.',
        'Promotions, tournaments and the loyalty programme help you get more from playing, but what matters most to us is that it stays fun.',
      ],
      it: [
        'Croupier è un casinò online con un centinaio di slot, giochi da tavolo e giochi istantanei di studi indipendenti.',
        'Puntiamo sulla correttezza: gli esiti dei round sono decisi da un generatore di numeri casuali certificato e ogni movimento del conto appare nello storico.',
        'Promozioni, tornei e programma fedeltà ti aiutano a ottenere di più dal gioco, ma per noi conta soprattutto che resti un piacere.',
      ],
    },
  },
  {
    slug: 'contacts',
    title: { ru: 'Контакты', en: 'Contacts', it: 'Contatti' },
    body: {
      ru: [
        'Служба поддержки работает круглосуточно. Быстрее всего ответ придёт в чате на сайте.',
        'Telegram: @croupier_support. Электронная почта: support@croupier.example.',
        'Пожалуйста, не сообщайте пароль и коды из SMS никому, в том числе сотрудникам поддержки.',
      ],
      en: [
        'Support is available around the clock. The quickest way to get an answer is the chat on the site.',
        'Telegram: @croupier_support. E-mail: support@croupier.example.',
        'Please never share your password or SMS codes with anyone, support staff included.',
      ],
      it: [
        'L’assistenza è attiva 24 ore su 24. Il modo più rapido per ricevere una risposta è la chat sul sito.',
        'Telegram: @croupier_support. E-mail: support@croupier.example.',
        'Non comunicare mai a nessuno la password o i codici SMS, nemmeno al personale dell’assistenza.',
      ],
    },
  },
  {
    slug: 'welcome',
    title: { ru: 'Приветственный бонус', en: 'Welcome bonus', it: 'Bonus di benvenuto' },
    body: {
      ru: [
        'Новые игроки получают до 300 000 ₽ на первые пять депозитов.',
        'Первый депозит — бонус 100% и 50 фриспинов, второй — 75%, третий — 50%, четвёртый и пятый — по 25%.',
        'Бонус нужно отыграть в играх категории «Отыграть бонус». Подробные условия — в правилах бонусов.',
      ],
      en: [
        'New players get up to 300,000 ₽ on their first five deposits.',
        'The first deposit brings a 100% bonus and 50 free spins, the second 75%, the third 50%, the fourth and fifth 25% each.',
        'The bonus is wagered in the games of the “Play with bonus” category. See the bonus terms for the details.',
      ],
      it: [
        'I nuovi giocatori ricevono fino a 300.000 ₽ sui primi cinque depositi.',
        'Il primo deposito dà un bonus del 100% e 50 giri gratuiti, il secondo il 75%, il terzo il 50%, il quarto e il quinto il 25% ciascuno.',
        'Il bonus si punta nei giochi della categoria «Gioca con bonus». I dettagli sono nei termini dei bonus.',
      ],
    },
  },
  {
    slug: 'winback',
    title: { ru: 'Винбэк', en: 'Winback', it: 'Winback' },
    body: {
      ru: [
        'Винбэк возвращает часть проигранных за неделю средств на ваш счёт.',
        'Сумма винбэка зависит от вашего уровня и начисляется каждый понедельник.',
        `Неделя длится с понедельника 00:00 до понедельника 00:00 по UTC. Винбэк — это процент от чистого проигрыша недели в играх на реальные деньги (ставки минус выигрыши; фриспины и демо-режим не считаются): ${winbackRatesText('ru')}. Неделя, закончившаяся в плюсе, винбэка не даёт.`,
        'Винбэк приходит подарком в профиль: его можно активировать в течение 7 дней, он зачисляется бонусными деньгами с вейджером\u00a0×5.',
        'Текущую сумму винбэка можно увидеть в профиле рядом с балансом.',
      ],
      en: [
        'Winback returns part of the week’s losses to your account.',
        'The winback amount depends on your level and is credited every Monday.',
        `A week runs from Monday 00:00 to Monday 00:00 UTC. Winback is a percentage of the week’s net real-money losses (stakes minus wins; free spins and demo play do not count): ${winbackRatesText('en')}. A week you finish ahead pays no winback.`,
        'Winback arrives as a gift in your profile: activate it within 7 days and it is credited as bonus money with a 5× wagering requirement.',
        'You can see your current winback in your profile next to your balance.',
      ],
      it: [
        'Il winback restituisce sul tuo conto una parte delle perdite della settimana.',
        'L’importo del winback dipende dal tuo livello e viene accreditato ogni lunedì.',
        `La settimana va dal lunedì alle 00:00 al lunedì successivo alle 00:00 UTC. Il winback è una percentuale delle perdite nette della settimana in denaro reale (puntate meno vincite; giri gratuiti e modalità demo non contano): ${winbackRatesText('it')}. Una settimana chiusa in attivo non dà winback.`,
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
        'Компоинты можно обменять в магазине на бонусы и фриспины или потратить на вход в турниры.',
        'Чем выше ваш уровень, тем выгоднее курс начисления компоинтов.',
      ],
      en: [
        'Compoints are the points of our loyalty programme. You earn them for real-money bets in slots.',
        'You can exchange compoints in the shop for bonuses and free spins or spend them to enter tournaments.',
        'The higher your level, the better the rate at which you earn compoints.',
      ],
      it: [
        'I compoint sono i punti del nostro programma fedeltà. Li guadagni con le puntate in denaro reale nelle slot.',
        'Puoi scambiare i compoint nel negozio con bonus e giri gratuiti o usarli per entrare nei tornei.',
        'Più alto è il tuo livello, più vantaggioso è il tasso con cui guadagni compoint.',
      ],
    },
  },
  {
    slug: 'faq',
    title: { ru: 'Частые вопросы', en: 'FAQ', it: 'Domande frequenti' },
    body: {
      ru: [
        'Можно ли играть без регистрации? Да, большинство игр доступны в демо-режиме на игровые фишки.',
        'Как пополнить счёт? Откройте кассу, выберите платёжную систему и укажите сумму. Деньги поступят сразу.',
        'Сколько длится вывод? Обычно до двух часов после проверки документов.',
        'Почему игра недоступна? Некоторые игры временно отключены студией или закрыты в вашем регионе.',
      ],
      en: [
        'Can I play without registering? Yes, most games are available in demo mode with play chips.',
        'How do I top up? Open the cashbox, choose a payment system and enter the amount. The money arrives at once.',
        'How long does a withdrawal take? Usually up to two hours after the documents are checked.',
        'Why is a game unavailable? Some games are temporarily switched off by their studio or closed in your region.',
      ],
      it: [
        'Posso giocare senza registrarmi? Sì, la maggior parte dei giochi è disponibile in modalità demo con fiches di prova.',
        'Come ricarico il conto? Apri la cassa, scegli un metodo di pagamento e indica l’importo. Il denaro arriva subito.',
        'Quanto dura un prelievo? Di solito fino a due ore dopo la verifica dei documenti.',
        'Perché un gioco non è disponibile? Alcuni giochi sono sospesi temporaneamente dallo studio o non disponibili nella tua regione.',
      ],
    },
  },
];
