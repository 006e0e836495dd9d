import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";

export default {
  content: ["./app/**/*.{ts,tsx}", "./public/sw.js"],
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
  ],
} satisfies Config;
