// The gallery's only script: filters the index in place, and applies a container page's
// parameters and viewport without reloading, keeping the URL in step (history.replaceState).
// Without it, both forms are plain GET forms the server answers.
"use strict";

(function () {
  const filterForm = document.querySelector("[data-filter]");
  if (filterForm) {
    const input = filterForm.querySelector("input[type=search]");
    const status = filterForm.querySelector("[data-filter-status]");
    const cards = Array.from(document.querySelectorAll("[data-search]"));
    const topics = Array.from(document.querySelectorAll("[data-topic]"));
    const applyFilter = () => {
      const query = input.value.trim().toLowerCase();
      let shown = 0;
      for (const card of cards) {
        card.hidden = query !== "" && !card.dataset.search.includes(query);
        if (!card.hidden) shown += 1;
      }
      for (const topic of topics) topic.hidden = topic.querySelector("[data-search]:not([hidden])") === null;
      status.textContent = query === "" ? "" : `${shown} of ${cards.length} containers match “${input.value.trim()}”.`;
      const url = new URL(window.location.href);
      if (query === "") url.searchParams.delete("q"); else url.searchParams.set("q", input.value.trim());
      window.history.replaceState(null, "", url);
    };
    input.addEventListener("input", applyFilter);
    filterForm.addEventListener("submit", (event) => { event.preventDefault(); applyFilter(); });
  }

  const controls = document.querySelector("[data-controls]");
  if (!controls) return;
  const id = controls.dataset.controls;
  const frame = document.querySelector("[data-preview-frame]");
  const frameWrap = document.querySelector("[data-viewport-frame]");
  const viewportInput = controls.elements.namedItem("viewport");
  let timer = 0;
  let generation = 0;

  const changedQuery = () => {
    const params = new URLSearchParams();
    for (const field of controls.querySelectorAll("[data-default]")) {
      if (field.value !== field.dataset.default) params.set(field.name, field.value);
    }
    return params;
  };

  const apply = async () => {
    const params = changedQuery();
    const query = params.toString() === "" ? "" : `?${params}`;
    frame.src = `/containers/${id}/preview${query}`;
    const pageParams = new URLSearchParams(params);
    if (viewportInput.value !== "390") pageParams.set("viewport", viewportInput.value);
    const pageURL = `/containers/${id}${pageParams.toString() === "" ? "" : `?${pageParams}`}`;
    window.history.replaceState(null, "", pageURL);
    for (const link of document.querySelectorAll("[data-viewport]")) {
      const linkParams = new URLSearchParams(params);
      if (link.dataset.viewport !== "390") linkParams.set("viewport", link.dataset.viewport);
      link.href = `/containers/${id}${linkParams.toString() === "" ? "" : `?${linkParams}`}`;
    }
    const current = ++generation;
    const response = await fetch(pageURL, { headers: { Accept: "text/html" } });
    if (!response.ok || current !== generation) return;
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const fresh = page.getElementById("inspector");
    const inspector = document.getElementById("inspector");
    if (fresh && inspector) inspector.replaceWith(document.importNode(fresh, true));
  };

  const changed = (event) => {
    const output = controls.querySelector(`[data-output="${event.target.name}"]`);
    if (output) output.textContent = event.target.value;
    window.clearTimeout(timer);
    timer = window.setTimeout(apply, 120);
  };
  controls.addEventListener("input", changed);
  controls.addEventListener("change", changed);
  controls.addEventListener("submit", (event) => { event.preventDefault(); apply(); });

  for (const link of document.querySelectorAll("[data-viewport]")) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      viewportInput.value = link.dataset.viewport;
      frame.width = link.dataset.viewport;
      frameWrap.dataset.viewportFrame = link.dataset.viewport;
      for (const other of document.querySelectorAll("[data-viewport]")) {
        other.setAttribute("aria-current", other === link ? "true" : "false");
      }
      apply();
    });
  }
})();
