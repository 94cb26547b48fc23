/**
 * Every visible word of the illustrative product mock-ups (the made-up app screens drawn in
 * app/components/mockups/), per product: they are written in each product's copy file under
 * `mockup`. Numbers, amounts, dates, month and weekday names are not here: the mock-ups
 * format them with Intl. `{name}` placeholders are filled with `interpolate` from ~/i18n/format.
 * Fixed-length lists are the rows the drawing has room for.
 */
import { z } from "zod";
import type { MockupProductId } from "../../config/products";

const text = z.string().trim().min(1, "must not be empty");

/**
 * The feature scenes (app/components/scenes/): one small picture per feature row of a product
 * page, in the order of the product's first features. Each has its own words and, in
 * `description`, its text alternative for assistive technology.
 */
const scene = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject({ description: text, ...shape });

export const sceneLabelSchemas = {
  invoicing: z.strictObject({
    /** Every way to send an invoice, each with a line on where it goes. */
    channels: scene({ title: text, options: z.tuple([text, text, text]), details: z.tuple([text, text, text]), send: text }),
    reminders: scene({ invoice: text, events: z.tuple([text, text, text, text]), automatic: text }),
    /** `{invoice}` is the invoice's number. */
    matching: scene({ title: text, reference: text, matched: text }),
  }),
  sign: z.strictObject({
    /** The two ways a signer identifies in Finland: online banking ID or a mobile certificate (no bank named). */
    bankId: scene({ title: text, prompt: text, bankId: text, mobileCertificate: text }),
    delivery: scene({ title: text, recipient: text, email: text, sms: text, message: text, send: text }),
    reminders: scene({ title: text, events: z.tuple([text, text]), automatic: text }),
  }),
  financing: z.strictObject({
    bookkeeping: scene({ title: text, account: text, accounts: z.tuple([text, text, text]), vat: text, record: text }),
    payroll: scene({ title: text, employee: text, rows: z.tuple([text, text, text, text]), net: text, booked: text }),
    vat: scene({ title: text, rows: z.tuple([text, text]), payable: text, action: text }),
  }),
  erp: z.strictObject({
    projects: scene({ tasksDone: text, tasks: z.tuple([text, text, text]), hours: text, materials: text }),
    resources: scene({ conflict: text }),
    mobile: scene({ today: text, project: text, start: text, end: text, save: text }),
  }),
  crm: z.strictObject({
    customer: scene({
      contacts: text,
      people: z.tuple([text, text]),
      roles: z.tuple([text, text]),
      notes: text,
      entries: z.tuple([text, text]),
    }),
    pipeline: scene({ nextStep: text }),
    quotes: scene({ title: text, lines: z.tuple([text, text, text]), total: text, accepted: text }),
  }),
  offerly: z.strictObject({
    request: scene({ title: text, fields: z.tuple([text, text, text]), answers: z.tuple([text, text, text]), free: text, submit: text }),
    offers: scene({ title: text, newOffer: text }),
    compare: scene({ price: text, start: text }),
  }),
  kyc: z.strictObject({
    identify: scene({ request: text, bankId: text, secure: text }),
    records: scene({ title: text, eventId: text, stored: text }),
    /** `{name}` and `{date}`: who confirmed the answers, and when. */
    owners: scene({ title: text, question: text, owners: z.tuple([text, text]), share: text, confirmed: text }),
  }),
} satisfies Record<MockupProductId, z.ZodType>;

export const mockupLabelSchemas = {
  invoicing: z.strictObject({
    scenes: sceneLabelSchemas.invoicing,
    title: text,
    newInvoice: text,
    summary: z.strictObject({ open: text, overdue: text, paidThisMonth: text }),
    columns: z.strictObject({ customer: text, due: text, amount: text, status: text }),
    status: z.strictObject({ draft: text, open: text, paid: text, overdue: text }),
    send: text,
    /** Fictional customer companies, one per invoice row. */
    customers: z.tuple([text, text, text, text, text]),
  }),
  sign: z.strictObject({
    scenes: sceneLabelSchemas.sign,
    documentTitle: text,
    /** e.g. "PDF · 3 pages"; `{pages}` is the page count. */
    documentMeta: text,
    signatureLine: text,
    signersTitle: text,
    /** `{signed}` and `{total}` are counts. */
    progress: text,
    /** Fictional signers, and the fictional companies they represent. */
    signers: z.tuple([text, text, text]),
    signerCompanies: z.tuple([text, text, text]),
    status: z.strictObject({ signed: text, waiting: text }),
    verified: text,
    sendReminder: text,
  }),
  financing: z.strictObject({
    scenes: sceneLabelSchemas.financing,
    title: text,
    chartTitle: text,
    revenue: text,
    expenses: text,
    vatTitle: text,
    /** `{date}` is the due date. */
    vatDue: text,
    vatAction: text,
    transactionsTitle: text,
    /** Fictional counterparties of the bank transactions. */
    transactions: z.tuple([text, text, text, text]),
    status: z.strictObject({ recorded: text, toRecord: text, receipt: text }),
  }),
  erp: z.strictObject({
    scenes: sceneLabelSchemas.erp,
    /** `{week}` is the week number. */
    title: text,
    person: text,
    total: text,
    /** Unit after hours, e.g. "h". */
    hoursUnit: text,
    /** Fictional team members and project names. */
    people: z.tuple([text, text, text, text]),
    projects: z.tuple([text, text, text]),
    pendingTitle: text,
    approve: text,
    approveAll: text,
  }),
  crm: z.strictObject({
    scenes: sceneLabelSchemas.crm,
    title: text,
    newDeal: text,
    /** The pipeline's columns, from first contact to a won deal. */
    stages: z.tuple([text, text, text]),
    /** Fictional customer companies, one per deal card. */
    companies: z.tuple([text, text, text, text, text]),
    reminderTitle: text,
    /** `{name}` is the fictional contact person. */
    reminder: text,
    contactName: text,
    done: text,
  }),
  offerly: z.strictObject({
    scenes: sceneLabelSchemas.offerly,
    requestLabel: text,
    requestTitle: text,
    /** `{count}` is the number of offers. */
    offersReceived: text,
    /** Fictional providers. */
    providers: z.tuple([text, text, text]),
    verified: text,
    perMonth: text,
    bestValue: text,
    /** What an offer can include. */
    included: z.tuple([text, text, text, text]),
    /** `{date}` is the start date. */
    startsOn: text,
    choose: text,
  }),
  kyc: z.strictObject({
    scenes: sceneLabelSchemas.kyc,
    title: text,
    steps: z.tuple([text, text, text]),
    chooseMethod: text,
    mobileCertificate: text,
    resultTitle: text,
    /** Fictional person who identified. */
    personName: text,
    fields: z.strictObject({ name: text, birthDate: text, method: text, verifiedAt: text, owners: text }),
    methodBankId: text,
    ownersAnswered: text,
    exportReport: text,
    sendLink: text,
  }),
} satisfies Record<MockupProductId, z.ZodType>;

/** The labels of every mock-up, in one language. */
export type MockupCopy = { [K in keyof typeof mockupLabelSchemas]: z.infer<(typeof mockupLabelSchemas)[K]> };
