import type { ProductId } from "~/config/products";
import type { ProductContent } from "../schema";

/** Product copy in British English. */
export default {
  invoicing: {
    name: "Invoicing",
    searchTitle: "Invoicing – online invoicing for sole traders | Nettilasku",
    tagline: "Send invoices, get paid and always know who still owes you.",
    description:
      "Create and send e-invoices, PDF invoices and paper invoices from one place. Invoicing reminds late payers for you and shows which invoices have been paid, so you spend less time chasing money. Prices start at {invoicingFromPrice}/month (excl. VAT).",
    badge: "Most popular",
    features: [
      {
        title: "E-invoices, PDF or paper",
        description:
          "Send Finvoice e-invoices through the e-invoicing network, PDF invoices by email or paper invoices by post. You choose the channel, and Invoicing takes care of the rest.",
      },
      {
        title: "Automatic payment reminders",
        description: "When an invoice is past due, a reminder goes out automatically. No more awkward follow-up emails.",
      },
      {
        title: "See what's been paid",
        description: "Payments are matched to invoices by reference number. You can see at a glance what's paid and what's still open.",
      },
      {
        title: "Recurring invoices",
        description:
          "Set up monthly or annual invoices once, and they go out on schedule. Your customer and product registers keep all the details in one place.",
      },
      {
        title: "Access for your accountant",
        description: "Give your accountant access to your invoices. They find what they need without you emailing files back and forth.",
      },
      {
        title: "Credit card payment link (coming soon)",
        description: "Soon you'll be able to add a payment link to your invoices, so your customers can pay straight away by credit card.",
      },
    ],
    faqs: [
      {
        question: "How much does Invoicing cost?",
        answer:
          "Invoicing starts at {invoicingFromPrice}/month (excl. VAT). Your monthly price depends on your company's turnover and the number of invoices you send. If you'd like to go through the options together, book a demo.",
      },
      {
        question: "Is there a free trial?",
        answer: "Yes. Invoicing comes with a {trialDays}-day free trial, and you don't need a credit card to start.",
      },
      {
        question: "Can my accountant use Invoicing too?",
        answer:
          "Yes. Just give your accountant access in Invoicing. They can then log in and work with your invoices directly, without you sending them files.",
      },
    ],
    ctaTitle: "Send your first invoice today",
    ctaDescription: "Start your {trialDays}-day free trial – no credit card needed. Or book a demo if you'd like a walkthrough first.",
    ctaButtonText: "Start free trial",
    exploreMoreText: "Explore Invoicing",
    freeStartText: "Start for free",
    trialInfo: "{trialDays}-day free trial. No credit card needed.",
    mockupDescription:
      "An illustration of the Invoicing screen: a list of invoices showing the customer, amount, due date and status of each, such as paid, open or overdue. A button for creating a new invoice sits at the top.",
  },
  sign: {
    name: "Sign",
    searchTitle: "Sign – e-signatures with bank ID | Nettilasku",
    tagline: "Get documents signed online, with every signer's identity verified.",
    description:
      "Upload a PDF, add the signers and send it by email or text message. Signers verify their identity with bank ID or a mobile certificate, and you can follow every step. Signed documents are legally binding under the EU eIDAS Regulation and stored securely for at least 10 years.",
    features: [
      {
        title: "Signatures verified with bank ID",
        description: "Signers verify their identity with bank ID or a mobile certificate. You know exactly who signed.",
      },
      {
        title: "Send by email or text message",
        description: "Send the document for signing by email or text message. Choose whichever reaches your signer fastest.",
      },
      {
        title: "Status and reminders",
        description: "See who has signed and who hasn't yet. Reminders nudge anyone who is still missing.",
      },
      {
        title: "Full audit trail",
        description:
          "Every signed document comes with a record of who signed, when and how they verified their identity. It's there if you ever need proof.",
      },
      {
        title: "10-year archive",
        description:
          "Signed documents and their audit trails are stored securely for at least 10 years. You can find them whenever you need them.",
      },
      {
        title: "Document templates (coming soon)",
        description: "Soon you'll be able to save documents you send often as templates. Reuse them without starting from scratch.",
      },
    ],
    faqs: [
      {
        question: "Is an e-signature legally valid?",
        answer:
          "Yes. Signatures made with Sign are legally binding e-signatures under the EU eIDAS Regulation. Each signer verifies their identity with bank ID or a mobile certificate. The audit trail records who signed, when and how.",
      },
      {
        question: "How long are signed documents kept?",
        answer:
          "Signed documents are kept for at least 10 years. They're stored securely together with their audit trail. That way, you have both the document and the proof of signing whenever you need them.",
      },
      {
        question: "Does the signer need an account?",
        answer: "No. Signers don't need an account. They just verify their identity with bank ID or a mobile certificate and sign.",
      },
    ],
    ctaTitle: "Get your next document signed",
    ctaDescription: "Upload a PDF, add your signers and send. Try Sign for free.",
    ctaButtonText: "Try Sign for free",
    exploreMoreText: "Explore Sign",
    freeStartText: "Start for free",
    trialInfo: "Start with a free trial.",
    mockupDescription:
      "An illustration of the Sign screen: a PDF contract with a list of signers beside it. Each signer has a status, such as signed or waiting, and a note of how they verified their identity.",
  },
  financing: {
    name: "Finance",
    searchTitle: "Finance – bookkeeping, payroll and VAT | Nettilasku",
    tagline: "Bookkeeping, payroll and VAT in one place, for you or your accountant.",
    description:
      "Finance brings your bookkeeping, payroll and VAT reporting together. Snap a photo of a receipt, bring in your bank transactions and check your profit and loss whenever you like. Do it all yourself, or give your accountant access.",
    features: [
      {
        title: "Bookkeeping",
        description:
          "Record income and expenses straight from your bank transactions. Your books stay up to date, with no pile of paperwork at year end.",
      },
      {
        title: "Payroll",
        description: "Run payroll in the same place as your books. Salaries and accounts stay in step.",
      },
      {
        title: "VAT reports",
        description:
          "Finance calculates the VAT for each period and prepares the return. You check it and submit it to the Tax Administration.",
      },
      {
        title: "Receipts from a photo",
        description: "Take a photo of a receipt with your phone and it's saved to your books. No more shoeboxes full of paper.",
      },
      {
        title: "Profit and loss and balance sheet",
        description: "See your profit and loss statement and balance sheet at any time. Know where you stand before you make a decision.",
      },
      {
        title: "Work with your accountant",
        description:
          "Share access with your accountant so you both work in the same books. Questions get answered faster when you look at the same numbers.",
      },
    ],
    faqs: [
      {
        question: "Do I still need an accountant?",
        answer:
          "That's up to you. You can keep your own books with Finance, or share access with an accountant who handles all or part of the work. Either way, you both see the same up-to-date numbers.",
      },
      {
        question: "Can I switch from another system?",
        answer:
          "Yes. You can import your opening balances and bring in data from CSV files. That way, you pick up right where you left off.",
      },
      {
        question: "How does VAT reporting work?",
        answer:
          "Finance calculates the VAT for the period from your bookkeeping and prepares the VAT return. You check the figures and submit the return to the Tax Administration. No spreadsheets or manual sums needed.",
      },
    ],
    ctaTitle: "Get your books in order",
    ctaDescription: "Start using Finance for free and see all your numbers in one place.",
    ctaButtonText: "Get started for free",
    exploreMoreText: "Explore Finance",
    freeStartText: "Start for free",
    mockupDescription:
      "An illustration of the Finance screen: a profit and loss summary for the month, a list of recent bank transactions and a photographed receipt waiting to be recorded.",
  },
  erp: {
    name: "ERP",
    searchTitle: "ERP – projects, resources and hours | Nettilasku",
    tagline: "Plan projects, track hours and invoice the work, all in one place.",
    description:
      "ERP is made for businesses that run on projects and field work. Plan who does what and when, let your team log hours on their phones, and turn approved hours and materials into invoices. Project reports show which jobs actually make money.",
    features: [
      {
        title: "Projects",
        description: "Keep each project's tasks, people, hours and materials in one place. Everyone knows what's going on.",
      },
      {
        title: "Resource planning",
        description: "Schedule your people across projects. See who is free and who is booked before you promise a start date.",
      },
      {
        title: "Time tracking on mobile",
        description: "Your team logs their hours on their phones, right on site. No more paper timesheets at the end of the week.",
      },
      {
        title: "Manager approvals",
        description: "Managers review and approve time entries before they're invoiced. Mistakes get caught early.",
      },
      {
        title: "Invoice hours and materials",
        description: "Approved hours and materials go straight to Nettilasku Invoicing. Invoice the work without retyping anything.",
      },
      {
        title: "Project reports",
        description: "See how profitable each project is. Find out which jobs pay off and which ones need a closer look.",
      },
    ],
    faqs: [
      {
        question: "Who is ERP for?",
        answer:
          "ERP is for teams of 2–100 people doing project work or field work. If your work is organised into projects or jobs and you need to know who is doing what, it's a good fit.",
      },
      {
        question: "Does ERP work on a phone?",
        answer:
          "Yes. Your team can log their hours on their phones wherever they work. Time entries are made while the details are still fresh.",
      },
      {
        question: "Can approved hours become invoices?",
        answer:
          "Yes. ERP connects to Nettilasku Invoicing, so approved hours and materials can be turned into invoices. You don't need to copy anything by hand.",
      },
    ],
    ctaTitle: "Run your projects with less admin",
    ctaDescription: "Bring your team's schedules, hours and invoicing together. Get started for free.",
    ctaButtonText: "Get started for free",
    exploreMoreText: "Explore ERP",
    freeStartText: "Start for free",
    mockupDescription:
      "An illustration of the ERP screen: a weekly schedule showing team members assigned to projects, next to a list of time entries waiting for a manager's approval.",
  },
  crm: {
    name: "CRM",
    searchTitle: "CRM – customer relationship management | Nettilasku",
    tagline: "Customers, deals and follow-ups in one place.",
    description:
      "CRM will keep your customer records, sales pipeline and quotes together, so nothing slips through the net. It will remind you when to follow up and show your email history with each customer. CRM isn't available yet, but it's on the way.",
    features: [
      {
        title: "Customer records",
        description: "All your customer details and notes will be in one place. Find what you need before you pick up the phone.",
      },
      {
        title: "Sales pipeline",
        description: "You'll see every deal and where it stands, from first contact to closed.",
      },
      {
        title: "Quotes",
        description: "Create quotes and keep track of which ones are still waiting for an answer.",
      },
      {
        title: "Follow-up reminders",
        description: "CRM will remind you when it's time to get back to a customer. No lead goes cold because you forgot.",
      },
      {
        title: "Email history",
        description: "You'll see the emails you've exchanged with each customer right next to their record.",
      },
      {
        title: "Sales reports",
        description: "Follow how sales are going and where your deals come from.",
      },
    ],
    faqs: [
      {
        question: "When will CRM be available?",
        answer: "CRM is still in the works and will open later. We can't promise a date yet. We'll let you know when it's ready.",
      },
      {
        question: "Will CRM work with Invoicing?",
        answer: "Yes, that's the plan. CRM is planned to work together with Nettilasku Invoicing. We'll share the details when CRM opens.",
      },
      {
        question: "What will CRM cost?",
        answer: "Pricing hasn't been set yet. We'll publish it closer to launch.",
      },
    ],
    ctaTitle: "CRM is coming soon",
    ctaDescription: "CRM isn't available yet. You can join as soon as it opens.",
    ctaButtonText: "Start for free",
    exploreMoreText: "Learn more",
    freeStartText: "Start for free",
    comingSoon: "Coming soon",
  },
  offerly: {
    name: "Offerly",
    searchTitle: "Offerly – get quotes from service providers | Nettilasku",
    tagline: "Post what you need, compare quotes side by side and choose the right one.",
    description:
      "Offerly is a marketplace where businesses find service providers. Post a request for what you need, such as an accounting firm, IT services or marketing help, and providers send you their quotes. Compare them side by side and choose – free of charge.",
    features: [
      {
        title: "Post a request",
        description: "Describe what you need in a few sentences. Posting is free.",
      },
      {
        title: "Receive quotes",
        description: "Providers who do that kind of work send you their quotes. No need to ring round.",
      },
      {
        title: "Compare side by side",
        description: "See quotes next to each other and compare what's included and what it costs. Then choose the one that suits you.",
      },
      {
        title: "Verified providers",
        description: "We check each provider's business ID. You know you're dealing with a registered business.",
      },
      {
        title: "Messages",
        description: "Ask questions and agree on the details with providers right in Offerly.",
      },
      {
        title: "For providers: new customers",
        description:
          "Do you offer services to businesses? Find companies that are already looking for what you do, and send them your quote.",
      },
    ],
    faqs: [
      {
        question: "What does it cost to post a request?",
        answer: "Nothing. Posting a request and receiving quotes is free for the business looking for a service.",
      },
      {
        question: "Who are the providers?",
        answer:
          "Providers are businesses that offer services to other businesses, such as accounting firms, IT service companies and marketing agencies. Every provider's business ID is checked.",
      },
      {
        question: "Do I have to accept a quote?",
        answer: "No. You're under no obligation to accept any quote. If none of them suits you, simply let them go.",
      },
    ],
    ctaTitle: "Find the right provider",
    ctaDescription: "Post your request for free and let providers come to you.",
    ctaButtonText: "Post a request",
    exploreMoreText: "Learn more",
    freeStartText: "Start for free",
    mockupDescription:
      "An illustration of the Offerly screen: three quotes for accounting services shown side by side, each with the provider's name, price and what's included, and a button to choose one.",
  },
  kyc: {
    name: "KYC",
    searchTitle: "KYC – customer identity verification | Nettilasku",
    tagline: "Verify your customers' identity with bank ID.",
    description:
      "KYC will help you know your customer. Your customers will verify their identity with bank ID or a mobile certificate, and the identity record will be stored for your anti-money-laundering obligations. KYC isn't available yet, but it's on the way.",
    features: [
      {
        title: "Strong identification",
        description: "Customers will verify their identity with bank ID or a mobile certificate. You'll know who you're dealing with.",
      },
      {
        title: "Stored identity records",
        description: "Each identity check will be saved as a record, ready for your anti-money-laundering (AML) obligations.",
      },
      {
        title: "Beneficial owner questions",
        description: "Ask your customers about their beneficial owners as part of the same process.",
      },
      {
        title: "Link by email or text message",
        description: "Send a verification link by email or text message. Your customer can complete it wherever they are.",
      },
      {
        title: "Reports and export",
        description: "Create a report or export your records whenever you need them, for example for an audit.",
      },
      {
        title: "Built for AML obligations",
        description:
          "Designed for businesses that must identify their customers under anti-money-laundering rules, such as accounting firms, estate agents and lenders.",
      },
    ],
    faqs: [
      {
        question: "Who needs KYC?",
        answer:
          "Businesses with anti-money-laundering (AML) obligations need to identify their customers. That includes, for example, accounting firms, estate agents and lenders. If you have to know your customer, KYC is made for you.",
      },
      {
        question: "Which identification methods will be available?",
        answer:
          "Customers will verify their identity with strong electronic identification: bank ID or a mobile certificate. Both confirm a person's identity reliably.",
      },
      {
        question: "When will KYC be available?",
        answer: "KYC will open later. We don't have a date to share yet. We'll let you know when it's ready.",
      },
    ],
    ctaTitle: "KYC is coming soon",
    ctaDescription: "KYC isn't available yet. You can start using it as soon as it opens.",
    ctaButtonText: "Start for free",
    exploreMoreText: "Learn more",
    freeStartText: "Start for free",
    comingSoon: "Coming soon",
    mockupDescription:
      "An illustration of the KYC screen: the customer chooses to verify their identity with bank ID or a mobile certificate, and a card then shows their verified name, the method used and their answers about beneficial owners.",
  },
} satisfies Record<ProductId, ProductContent>;
