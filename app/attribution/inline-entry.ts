/**
 * Entry of the inline script that postbuild adds to every page (scripts/attribution-script.ts):
 * the consent notice and attribution, both working before and without the app's JavaScript.
 */
import { installConsent } from "~/consent/install";
import { installAttribution } from "./install";

installAttribution();
installConsent();
