import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";

export default {
  // test files are no pages: what they name must not change the stylesheet the image ships
  content: ["./app/**/*.{ts,tsx}", "!./app/**/*.test.{ts,tsx}", "./public/sw.js"],
  // Colours as plain values instead of through opacity variables (no `bg-opacity-*` is used; `bg-black/50`
  // still works): every colour class is shorter, and the whole stylesheet is inlined into every page.
  corePlugins: {
    textOpacity: false,
    backgroundOpacity: false,
    borderOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
    ringOpacity: false,
  },
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: "#0b5a4a", dark: "#073f34", light: "#e6f2ef" },
        company: { DEFAULT: "#1d3f8f", dark: "#132b63", light: "#e8eefb" },
      },
    },
  },
  plugins: [
    // Spec §9: "xs" is under 640 px. As a variant, not a screen: a max-width screen would remove the max-* variants.
    plugin(({ addVariant }) => addVariant("xs", "@media (max-width: 639.98px)")),
    // A page without JavaScript: <html> lacks the data-js the head's script sets before the first paint
    // (app/root.tsx). `no-js:hidden` keeps what needs the script out of such a page, while with JavaScript
    // it is there from the first paint instead of appearing when the page hydrates (a layout shift).
    plugin(({ addVariant }) => addVariant("no-js", ":root:not([data-js]) &")),
  ],
} satisfies Config;
