import { budgets, measureHome } from "./budgets";
const home = measureHome("build/client");
console.log(home, budgets);
