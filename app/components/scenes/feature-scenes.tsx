/**
 * Which scene draws which feature row: per product, one scene for each of its first features,
 * in the order its copy file lists them (app/content/products/{id}.yaml). A product page shows
 * as many feature rows as its product has scenes; the rest of its features are listed.
 */
import type { MockupProductId } from "~/config/products";
import type { sceneNames } from "./scene-names";
import type { MockupCopy } from "~/content/mockups/schema";
import type { Language } from "~/i18n/languages";
import { CustomerScene, PipelineScene, QuotesScene } from "./crm-scenes";
import { MobileHoursScene, ProjectsScene, ResourcesScene } from "./erp-scenes";
import { BookkeepingScene, PayrollScene, VatScene } from "./financing-scenes";
import { ChannelsScene, MatchingScene, RemindersScene } from "./invoicing-scenes";
import { IdentifyScene, OwnersScene, RecordsScene } from "./kyc-scenes";
import { CompareScene, OffersScene, RequestScene } from "./offerly-scenes";
import { BankIdScene, DeliveryScene, SigningRemindersScene } from "./sign-scenes";

type Scene<Id extends MockupProductId> = (props: { copy: MockupCopy[Id]; lang: Language }) => React.ReactElement;

/** In the order of their names (./scene-names.ts): a scene per name. */
export const featureScenes: { [Id in MockupProductId]: Scene<Id>[] & { length: (typeof sceneNames)[Id]["length"] } } = {
  invoicing: [ChannelsScene, RemindersScene, MatchingScene],
  sign: [BankIdScene, DeliveryScene, SigningRemindersScene],
  financing: [BookkeepingScene, PayrollScene, VatScene],
  erp: [ProjectsScene, ResourcesScene, MobileHoursScene],
  crm: [CustomerScene, PipelineScene, QuotesScene],
  offerly: [RequestScene, OffersScene, CompareScene],
  kyc: [IdentifyScene, RecordsScene, OwnersScene],
};
