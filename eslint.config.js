// Typed lint: the TypeScript rules that need type information, plus the rules of hooks.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: [".wrangler/", "build/", ".react-router/", "node_modules/", "test-results/", "cms/vendor/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Destructuring a prop away to keep it off the DOM element is not an unused variable.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // React Router's loaders throw redirect() Responses by design.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
      // Internal links come from app/ui/link.tsx: plain links, no router in the browser.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Use ~/ui/link: plain links, which need no router in the browser.",
            },
          ],
        },
      ],
    },
  },
  { files: ["app/ui/link.tsx"], rules: { "no-restricted-imports": "off" } },
  { files: ["**/*.js"], extends: [tseslint.configs.disableTypeChecked] },
  // The editor's additions run in the browser beside Decap CMS, which provides CMS, h and createClass.
  {
    files: ["cms/editor.js"],
    languageOptions: {
      globals: {
        document: "readonly",
        fetch: "readonly",
        CMS: "readonly",
        h: "readonly",
        createClass: "readonly",
        sitePreviews: "readonly",
      },
    },
  },
);
