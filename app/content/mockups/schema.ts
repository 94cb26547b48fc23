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

export const mockupLabelSchemas = {
  invoicing: z.strictObject({
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
    title: text,
    steps: z.tuple([text, text, text]),
    chooseMethod: text,
    /** Fictional banks. */
    banks: z.tuple([text, text, text]),
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
