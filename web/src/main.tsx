/** Entry point of the web bundle. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers.tsx";
import { AppRouter } from "./app/router.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("web/main: #root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
