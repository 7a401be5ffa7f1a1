import 'server-only';
import type { PageSeed } from './static-pages';

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
        'Данные хранятся в зашифрованном виде и передаются третьим лицам лишь по требованию закона или платёжным партнёрам для проведения операций.',
        'Вы можете запросить копию своих данных или их удаление, написав в службу поддержки. Мы ответим в течение 30 дней.',
      ],
      en: [
        'We collect only the data your account needs to work: contact details, payment history and documents for verification.',
        'Data is stored encrypted and shared with third parties only when the law requires it or with payment partners to process transactions.',
        'You can ask for a copy of your data or for its deletion by writing to support. We will answer within 30 days.',
      ],
      it: [
        'Raccogliamo solo i dati necessari al funzionamento del tuo account: recapiti, storico dei pagamenti e documenti per la verifica.',
        'I dati sono conservati in forma cifrata e condivisi con terzi solo se la legge lo richiede o con i partner di pagamento per eseguire le operazioni.',
        'Puoi chiedere una copia dei tuoi dati o la loro cancellazione scrivendo all’assistenza. Ti risponderemo entro 30 giorni.',
      ],
    },
  },
  {
    slug: 'responsible-gaming',
    title: { ru: 'Ответственная игра', en: 'Responsible gaming', it: 'Gioco responsabile' },
    body: {
      ru: [
        'Азартные игры — это развлечение, а не способ заработка. Играйте только на те деньги, потерю которых можете себе позволить.',
        'В профиле можно установить лимиты депозитов, ставок и времени игры, а также временно заблокировать аккаунт.',
        'Если вы замечаете, что игра мешает работе, учёбе или отношениям, обратитесь в поддержку — мы поможем ограничить доступ и подскажем, куда обратиться за помощью.',
        'Регистрация лиц младше 18 лет запрещена. Мы проверяем возраст при верификации и закрываем аккаунты несовершеннолетних.',
      ],
      en: [
        'Gambling is entertainment, not a way to earn money. Only play with money you can afford to lose.',
        'In your profile you can set limits on deposits, bets and playing time, or lock your account for a while.',
        'If you notice that playing gets in the way of work, study or relationships, contact support: we will help you restrict access and tell you where to find help.',
        'People under 18 may not register. We check age during verification and close accounts held by minors.',
      ],
      it: [
        'Il gioco d’azzardo è un divertimento, non un modo per guadagnare. Gioca solo con denaro che puoi permetterti di perdere.',
        'Nel profilo puoi impostare limiti a depositi, puntate e tempo di gioco, oppure bloccare temporaneamente l’account.',
        'Se ti accorgi che il gioco interferisce con il lavoro, lo studio o le relazioni, contatta l’assistenza: ti aiuteremo a limitare l’accesso e ti indicheremo dove chiedere aiuto.',
        'La registrazione è vietata ai minori di 18 anni. Verifichiamo l’età durante la verifica e chiudiamo gli account dei minorenni.',
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
        'Средства выводятся тем же способом, которым был сделан депозит. Подозрительные операции приостанавливаются до окончания проверки.',
      ],
      en: [
        'Croupier complies with the requirements for preventing money laundering and the financing of terrorism.',
        'We verify players’ identities, monitor unusual transactions and may ask for proof of the source of funds.',
        'Funds are withdrawn by the same method used for the deposit. Suspicious transactions are suspended until the check is complete.',
      ],
      it: [
        'Croupier rispetta i requisiti di prevenzione del riciclaggio di denaro e del finanziamento del terrorismo.',
        'Verifichiamo l’identità dei giocatori, monitoriamo le operazioni insolite e possiamo chiedere prova della provenienza dei fondi.',
        'I fondi vengono prelevati con lo stesso metodo usato per il deposito. Le operazioni sospette sono sospese fino al termine della verifica.',
      ],
    },
  },
  {
    slug: 'bonus-terms',
    hidden: true,
    title: { ru: 'Условия бонусов', en: 'Bonus terms', it: 'Termini dei bonus' },
    body: {
      ru: [
        'Бонус зачисляется на бонусный баланс и должен быть отыгран с вейджером x35 в течение 14 дней.',
        'Отыгрывать бонус можно только в играх категории «Отыграть бонус». Ставки в других играх в отыгрыш не засчитываются.',
        'При выводе средств до окончания отыгрыша бонус и выигрыш с него аннулируются.',
      ],
      en: [
        'The bonus is credited to the bonus balance and must be wagered 35 times within 14 days.',
        'The bonus can be wagered only in games of the “Play with bonus” category. Bets in other games do not count.',
        'Withdrawing before the wagering is complete cancels the bonus and any winnings from it.',
      ],
      it: [
        'Il bonus viene accreditato sul saldo bonus e deve essere puntato 35 volte entro 14 giorni.',
        'Il bonus può essere puntato solo nei giochi della categoria «Gioca con bonus». Le puntate in altri giochi non contano.',
        'Un prelievo prima di aver completato il requisito di puntata annulla il bonus e le relative vincite.',
      ],
    },
  },
];
