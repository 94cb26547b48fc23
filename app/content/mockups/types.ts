/**
 * Every visible word in the illustrative product mock-ups (the fake app screens drawn in code).
 * Numbers, amounts, dates, month and weekday names are not here: the mock-ups format them with Intl.
 * `{name}` placeholders are filled with `interpolate` from ~/i18n/format.
 */
export interface MockupCopy {
  invoicing: {
    title: string;
    newInvoice: string;
    summary: { open: string; overdue: string; paidThisMonth: string };
    columns: { customer: string; due: string; amount: string; status: string };
    status: { draft: string; open: string; paid: string; overdue: string };
    send: string;
    /** Fictional customer companies, one per invoice row. */
    customers: readonly [string, string, string, string, string];
  };
  sign: {
    documentTitle: string;
    /** e.g. "PDF · 3 pages"; `{pages}` is the page count. */
    documentMeta: string;
    signatureLine: string;
    signersTitle: string;
    /** `{signed}` and `{total}` are counts. */
    progress: string;
    /** Fictional signers. */
    signers: readonly [string, string, string];
    /** Fictional companies the signers represent. */
    signerCompanies: readonly [string, string, string];
    status: { signed: string; waiting: string };
    verified: string;
    sendReminder: string;
  };
  financing: {
    title: string;
    chartTitle: string;
    revenue: string;
    expenses: string;
    vatTitle: string;
    /** `{date}` is the due date. */
    vatDue: string;
    vatAction: string;
    transactionsTitle: string;
    /** Fictional counterparties of the bank transactions. */
    transactions: readonly [string, string, string, string];
    status: { recorded: string; toRecord: string; receipt: string };
  };
  erp: {
    /** `{week}` is the week number. */
    title: string;
    person: string;
    total: string;
    /** Unit after hours, e.g. "h". */
    hoursUnit: string;
    /** Fictional team members. */
    people: readonly [string, string, string, string];
    /** Fictional project names. */
    projects: readonly [string, string, string];
    pendingTitle: string;
    approve: string;
    approveAll: string;
  };
  offerly: {
    requestLabel: string;
    requestTitle: string;
    /** `{count}` is the number of offers. */
    offersReceived: string;
    /** Fictional providers. */
    providers: readonly [string, string, string];
    verified: string;
    perMonth: string;
    bestValue: string;
    /** What an offer can include. */
    included: readonly [string, string, string, string];
    /** `{date}` is the start date. */
    startsOn: string;
    choose: string;
  };
  kyc: {
    title: string;
    steps: readonly [string, string, string];
    chooseMethod: string;
    /** Fictional banks. */
    banks: readonly [string, string, string];
    mobileCertificate: string;
    resultTitle: string;
    /** Fictional person who identified. */
    personName: string;
    fields: { name: string; birthDate: string; method: string; verifiedAt: string; owners: string };
    methodBankId: string;
    ownersAnswered: string;
    exportReport: string;
    sendLink: string;
  };
}
