// Inspect's published viewer (@metrevals/inspect-log-viewer) as one page: the logs folder next to it is read the way
// `inspect view bundle` serves one (logs/listing.json and the log files), through the package's own static HTTP API.
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { App, clientApi, initializeStore, simpleHttpApi } from "@metrevals/inspect-log-viewer";
import "@metrevals/inspect-log-viewer/styles/index.css";

const api = clientApi(simpleHttpApi("logs"));
initializeStore(api, { downloadFiles: false, webWorkers: false, streamSamples: false, streamSampleData: false,
  nativeFind: false }, undefined);
createRoot(document.getElementById("app")).render(createElement(App, { api }));
