/** Entry of the inline attribution script that postbuild adds to every page (scripts/attribution-script.ts). */
import { installAttribution } from "./install";

installAttribution();
