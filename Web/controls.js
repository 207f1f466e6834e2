// The controls: the number of items, the layout's own controls and its alternative
// (both as the engine's traits of the shown kind describe them), the edit buttons, the
// link to the spec, and the drawer they fold into on a phone.

import { $, elements, page } from './page.js';
import { resized, formatted } from './scenarios.js';
import { say } from './announcer.js';
import { flushEditor, setSpec } from './editor.js';
import {
  adoptSpec, edit, finishAnimation, followData, followEngineOffset, playAnimation, visibleItem,
} from './view.js';

const { drawer, drawerToggle } = elements;

$('#insert').addEventListener('click', () => {
  const { section, item } = visibleItem();
  edit(() => page.engine.insert(section, item));
});
$('#delete').addEventListener('click', () => {
  const { section, item } = visibleItem();
  edit(() => page.engine.delete(section, item));
});
$('#shuffle').addEventListener('click', () => edit(() => page.engine.shuffle()));

$('#size').addEventListener('change', (event) => {
  if (!flushEditor()) return;
  const size = Math.max(1, Math.min(100000, Number(event.target.value) || 1));
  if (page.spec) setSpec(resized(page.spec, size), { keepOffset: true });
});

/**
 * Shows `next`, a spec that differs from the shown one in its layout's parameters: with
 * an animated transition that keeps the data as it is now, when "Animate" is checked.
 */
export async function changeLayout(next) {
  if (!$('#animate-changes').checked || page.animation !== null) return setSpec(next, { keepOffset: true });
  const text = formatted(next);
  const refusal = page.engine.transition(text);
  if (refusal !== null) return setSpec(next, { keepOffset: true });
  adoptSpec(next, text);
  followEngineOffset(true);
  await playAnimation();
  followEngineOffset(false);
  return null;
}

/** `layout` without the fields that only the choices of `control` other than `value` read. */
function keepOnlyChoiceFields(layout, control, value) {
  for (const [choice, fields] of Object.entries(control.choiceFields ?? {})) {
    if (choice !== String(value)) for (const field of fields) delete layout[field];
  }
}

/** `current` with its layout's alternative, as the engine's traits describe it. */
function alternativeOf(current) {
  const next = structuredClone(current);
  next.layout ??= {};
  const { set, remove } = page.traits?.alternative ?? { set: {}, remove: [] };
  Object.assign(next.layout, set);
  for (const field of remove) delete next.layout[field];
  return next;
}

// Scrubbing: the slider drives a transition to the layout's alternative (a list for a
// grid, one more column, taller hours) by hand; let go past half way and it finishes,
// before that it goes back.
let scrub = null;
const scrubber = $('#scrub');
scrubber.addEventListener('input', () => {
  const progress = Number(scrubber.value) / 100;
  if (!scrub) {
    if (!flushEditor()) return;
    finishAnimation();
    const target = alternativeOf(page.spec);
    const text = formatted(target);
    const refusal = page.engine.transition(text);
    say(refusal ?? '');
    if (refusal !== null) return;
    scrub = { target, text };
    followEngineOffset(true);
  }
  page.engine.animate(progress);
  page.renderer.render();
});
scrubber.addEventListener('change', () => {
  if (!scrub) return;
  const progress = Number(scrubber.value) / 100;
  if (progress >= 0.5) {
    page.engine.finishAnimation();
    adoptSpec(scrub.target, scrub.text);
  } else {
    page.engine.cancelTransition();
  }
  scrub = null;
  scrubber.value = 0;
  followEngineOffset(false);
});

/** Makes the controls of the shown layout, as its traits list them. */
export function buildParameters() {
  const form = $('#parameters');
  form.replaceChildren();
  for (const parameter of page.traits?.controls ?? []) {
    const label = document.createElement('label');
    label.textContent = parameter.label;
    const current = page.spec.layout?.[parameter.fields[0]];
    let control;
    if (parameter.range) {
      control = document.createElement('input');
      control.type = 'range';
      [control.min, control.max] = parameter.range;
      control.value = current ?? parameter.range[0];
    } else {
      control = document.createElement('select');
      for (const choice of parameter.choices) control.add(new Option(String(choice), String(choice)));
      control.value = String(current ?? parameter.choices[0]);
    }
    control.dataset.parameter = parameter.fields[0];
    control.addEventListener('input', () => {
      if (!flushEditor()) return;
      const value = parameter.range ? Number(control.value)
        : parameter.choices.find((choice) => String(choice) === control.value);
      const next = structuredClone(page.spec);
      next.layout ??= {};
      for (const field of parameter.fields) next.layout[field] = value;
      keepOnlyChoiceFields(next.layout, parameter, value);
      changeLayout(next);
    });
    label.append(control);
    form.append(label);
  }
}

// A link to the spec the view shows now, data and layout, at its offset.
$('#share').addEventListener('click', async () => {
  if (!flushEditor()) return;
  followData();
  const link = `${location.href.split('#')[0]}#spec=${encodeURIComponent(page.shownText)}`;
  if (link.length > 2000000) {
    say('This spec is too long for a link (2 MB at most): use fewer items.');
    return;
  }
  history.replaceState(null, '', link);
  try {
    await navigator.clipboard.writeText(link);
    say('The link to this spec is in the address bar and on the clipboard.');
  } catch {
    say('The link to this spec is in the address bar.');
  }
});

// The drawer of a phone: the Edit button opens and closes it, escape closes it.
function setDrawer(open) {
  drawer.classList.toggle('open', open);
  drawerToggle.setAttribute('aria-expanded', String(open));
  drawerToggle.textContent = open ? 'Close' : 'Edit';
  if (open) drawer.querySelector('select, input, button, textarea')?.focus();
}
drawerToggle.addEventListener('click', () => setDrawer(!drawer.classList.contains('open')));
drawer.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && drawer.classList.contains('open')) {
    setDrawer(false);
    drawerToggle.focus();
  }
});
