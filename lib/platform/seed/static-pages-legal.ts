import 'server-only';
import { REGISTRATION_GIFT_TERMS } from '@/lib/platform/gifts/registration-gift';
import type { PageSeed } from './static-pages';

/** The bonus terms, from the rules the wallet keeps (wallet/wagering.ts, stake-rules.ts, cashbox/payouts.ts). */
function bonusTermsPage(): PageSeed {
  const { wager } = REGISTRATION_GIFT_TERMS;
  return {
    slug: 'bonus-terms',
    hidden: true,
    title: { ru: 'Условия бонусов', en: 'Bonus terms', it: 'Termini dei bonus' },
    body: {
      ru: [
        `Бонус зачисляется на бонусный баланс и добавляет требование отыгрыша: приветственный бонус — ${wager} его сумм, другие подарки — сколько сказано в их условиях.`,
        'В отыгрыш засчитывается каждая ставка на реальные деньги в любой игре. Бонусными деньгами можно ставить только в играх, которые их принимают; часть из них собрана в категории «Отыграть бонус».',
        'Вывод можно заказать, когда отыгрыш завершён.',
      ],
      en: [
        `A bonus is credited to the bonus balance and adds a wagering requirement: ${wager} times its amount for the welcome bonus, as their terms say for other gifts.`,
        'Every real-money stake in any game counts towards the wagering. Bonus money itself can be staked only in games that accept it; some of them are gathered in the “Play with bonus” category.',
        'A withdrawal can be asked for once the wagering is complete.',
      ],
      it: [
        `Il bonus viene accreditato sul saldo bonus e aggiunge un requisito di puntata: ${wager} volte il suo importo per il bonus di benvenuto, quanto dicono i loro termini per gli altri regali.`,
        'Ogni puntata in denaro reale in qualsiasi gioco conta per il requisito. Il denaro bonus si può puntare solo nei giochi che lo accettano; alcuni sono raccolti nella categoria «Gioca con bonus».',
        'Un prelievo si può chiedere quando il requisito di puntata è completato.',
      ],
    },
  };
}

/** Legal pages: rules, privacy, responsible gaming, AML and the hidden bonus terms. */
export const LEGAL_PAGES: readonly PageSeed[] = [
  {
    slug: 'rules',
    title: { ru: 'Правила сайта', en: 'Terms and conditions', it: 'Termini e condizioni' },
    body: {
      ru: [
        'Настоящие правила регулируют использование сайта Croupier. Регистрируясь, вы подтверждаете, что вам исполнилось 18 лет и азартные игры разрешены в вашей стране.',
        'У каждого игрока может быть только один аккаунт. Повторные регистрации, передача аккаунта третьим лицам и использование чужих платёжных средств запрещены.',
        'Ставки принимаются в валюте счёта. Результат каждого раунда определяется генератором случайных чисел на сервере и не может быть изменён после ставки.',
        'Вывод средств возможен после полного отыгрыша бонусов и подтверждения личности. Сумма вывода должна укладываться в лимиты выбранной платёжной системы.',
        'Администрация вправе обновлять правила; актуальная редакция всегда опубликована на этой странице.',
      ],
      en: [
        'These terms govern the use of the Croupier site. By registering you confirm that you are at least 18 years old and that gambling is legal in your country.',
        'Each player may hold only one account. Duplicate registrations, handing an account to others and using someone else’s payment methods are forbidden.',
        'Bets are accepted in the account currency. The outcome of every round is decided by a random number generator on the server and cannot change once the bet is placed.',
        'Withdrawals are possible once bonuses are fully wagered and your identity is verified. The amount must fall within the limits of the chosen payment system.',
        'We may update these terms; the current version is always published on this page.',
      ],
      it: [
        'I presenti termini regolano l’utilizzo del sito Croupier. Registrandoti confermi di avere almeno 18 anni e che il gioco d’azzardo è legale nel tuo paese.',
        'Ogni giocatore può avere un solo account. Sono vietate le registrazioni multiple, la cessione dell’account a terzi e l’uso di metodi di pagamento altrui.',
        'Le puntate sono accettate nella valuta del conto. L’esito di ogni round è stabilito da un generatore di numeri casuali sul server e non può cambiare dopo la puntata.',
        'I prelievi sono possibili dopo aver completato il requisito di puntata dei bonus e verificato la tua identità. L’importo deve rientrare nei limiti del metodo di pagamento scelto.',
        'Possiamo aggiornare questi termini; la versione in vigore è sempre pubblicata su questa pagina.',
      ],
    },
  },
  {
    slug: 'privacy',
    title: { ru: 'Политика конфиденциальности', en: 'Privacy policy', it: 'Informativa sulla privacy' },
    body: {
      ru: [
        'Мы собираем только те данные, которые нужны для работы аккаунта: контакты, платёжную историю и документы для верификации.',
        'Пароли хранятся только в виде хешей, а данные передаются третьим лицам лишь по требованию закона или платёжным партнёрам для проведения операций.',
        'Вы можете запросить копию своих данных или их удаление, написав в службу поддержки. Мы ответим в течение 30 дней.',
      ],
      en: [
        'We collect only the data your account needs to work: contact details, payment history and documents for verification.',
        'Passwords are stored only as hashes, and data is shared with third parties only when the law requires it or with payment partners to process transactions.',
        'You can ask for a copy of your data or for its deletion by writing to support. We will answer within 30 days.',
      ],
      it: [
        'Raccogliamo solo i dati necessari al funzionamento del tuo account: recapiti, storico dei pagamenti e documenti per la verifica.',
        'Le password sono conservate solo come hash, e i dati sono condivisi con terzi solo se la legge lo richiede o con i partner di pagamento per eseguire le operazioni.',
        'Puoi chiedere una copia dei tuoi dati o la loro cancellazione scrivendo all’assistenza. Ti risponderemo entro 30 giorni.',
      ],
    },
  },
  {
    slug: 'responsible-gaming',
    title: { ru: 'Ответственная игра', en: 'Responsible gaming', it: 'Gioco responsabile' },
    body: {
      ru: [
        'Азартные игры — это развлечение, а не способ заработка. Играйте только на те деньги, потерю которых можете себе позволить, и не пытайтесь отыграться.',
        'Лимиты депозитов. В профиле, в разделе «Ответственная игра», можно задать, сколько вы готовы вносить за сутки, за неделю и за месяц (периоды скользящие: последние 24 часа, 7 и 30 дней). Снижение лимита действует сразу, а повышение или отмена — только через 24 часа: решение, принятое в азарте, успеет остыть.',
        'Напоминание об игре. Выберите интервал — 15, 30, 60 или 120 минут, — и во время игры мы покажем, сколько времени вы играете, сколько поставили и выиграли за сессию. Из напоминания можно продолжить игру или сразу выйти в лобби.',
        'Перерыв. Можно закрыть себе доступ на 24 часа, 7 или 30 дней: мы сразу выйдем из аккаунта на всех устройствах и остановим открытые игры. До конца перерыва вход и депозиты недоступны, рекламные предложения не показываются. Отменить или сократить перерыв нельзя, продлить — можно.',
        'Самоисключение. Если вы хотите остановиться надолго, исключите себя на 6 месяцев или навсегда. Оно действует так же, как перерыв, и тоже не может быть отменено.',
        'Если вы замечаете, что игра мешает работе, учёбе или отношениям, обратитесь в поддержку или к специалистам. Регистрация лиц младше 18 лет запрещена: мы проверяем возраст при верификации и закрываем аккаунты несовершеннолетних.',
      ],
      en: [
        'Gambling is entertainment, not a way to earn money. Only play with money you can afford to lose, and never chase your losses.',
        'Deposit limits. In your profile, under Responsible gaming, you can set how much you are ready to deposit per day, per week and per month (rolling periods: the last 24 hours, 7 and 30 days). A lower limit applies at once; raising or removing one takes effect only after 24 hours, so a decision taken in the heat of the moment has time to cool down.',
        'Reality check. Pick an interval — 15, 30, 60 or 120 minutes — and while you play we show how long you have been playing and what you staked and won in the session. From the reminder you can go on playing or leave to the lobby at once.',
        'Time-out. You can close your access for 24 hours, 7 or 30 days: we log you out on every device at once and stop open games. Until the time-out ends you cannot log in or deposit, and we show you no marketing offers. A time-out cannot be cancelled or shortened; it can be extended.',
        'Self-exclusion. If you want to stop for a long time, exclude yourself for 6 months or permanently. It works like a time-out and cannot be cancelled either.',
        'If you notice that playing gets in the way of work, study or relationships, contact support or a professional help service. People under 18 may not register: we check age during verification and close accounts held by minors.',
      ],
      it: [
        'Il gioco d’azzardo è un divertimento, non un modo per guadagnare. Gioca solo con denaro che puoi permetterti di perdere e non cercare di rifarti delle perdite.',
        'Limiti di deposito. Nel profilo, nella sezione Gioco responsabile, puoi stabilire quanto sei disposto a depositare al giorno, a settimana e al mese (periodi mobili: le ultime 24 ore, 7 e 30 giorni). Un limite più basso vale subito; aumentarlo o toglierlo ha effetto solo dopo 24 ore, così una decisione presa d’impulso ha il tempo di raffreddarsi.',
        'Promemoria di gioco. Scegli un intervallo — 15, 30, 60 o 120 minuti — e mentre giochi ti mostriamo da quanto tempo stai giocando e quanto hai puntato e vinto nella sessione. Dal promemoria puoi continuare a giocare o tornare subito alla lobby.',
        'Pausa. Puoi chiudere il tuo accesso per 24 ore, 7 o 30 giorni: ti disconnettiamo subito su tutti i dispositivi e fermiamo i giochi aperti. Fino alla fine della pausa non puoi accedere né depositare e non ti mostriamo offerte promozionali. La pausa non si può annullare né accorciare; si può prolungare.',
        'Autoesclusione. Se vuoi fermarti a lungo, escluditi per 6 mesi o per sempre. Funziona come la pausa e non si può annullare.',
        'Se ti accorgi che il gioco interferisce con il lavoro, lo studio o le relazioni, contatta l’assistenza o un servizio di aiuto professionale. La registrazione è vietata ai minori di 18 anni: verifichiamo l’età durante la verifica e chiudiamo gli account dei minorenni.',
      ],
    },
  },
  {
    slug: 'aml',
    title: { ru: 'Политика AML', en: 'AML policy', it: 'Politica antiriciclaggio' },
    body: {
      ru: [
        'Croupier соблюдает требования по противодействию отмыванию денег и финансированию терроризма.',
        'Мы проверяем личность игроков, отслеживаем необычные операции и можем запросить подтверждение источника средств.',
        'Каждый вывод проверяет наш сотрудник, прежде чем он будет выплачен; подозрительный вывод ждёт до окончания проверки.',
      ],
      en: [
        'Croupier complies with the requirements for preventing money laundering and the financing of terrorism.',
        'We verify players’ identities, monitor unusual transactions and may ask for proof of the source of funds.',
        'Our staff review every withdrawal before it is paid; a suspicious one waits until the check is complete.',
      ],
      it: [
        'Croupier rispetta i requisiti di prevenzione del riciclaggio di denaro e del finanziamento del terrorismo.',
        'Verifichiamo l’identità dei giocatori, monitoriamo le operazioni insolite e possiamo chiedere prova della provenienza dei fondi.',
        'Il nostro staff controlla ogni prelievo prima di pagarlo; uno sospetto resta in attesa fino al termine della verifica.',
      ],
    },
  },
  bonusTermsPage(),
];
