/**
 * What a visitor typed into a pre-rendered page before the app took it over (docs/decisions/0017):
 * React replaces the static markup with its own, which would drop it. Taken just before, put back
 * just after into the same fields (the first render is the same page, so the same fields in the
 * same order), through the native value setter and an input event, as typing does, so React's
 * state has it too. Focus and caret go back where they were.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface TypedField {
  index: number;
  kind: string;
  value: string;
  checked: boolean | null;
}

export interface TypedBeforeTakeover {
  fields: TypedField[];
  focused: { index: number; selectionStart: number | null; selectionEnd: number | null } | null;
}

const FIELDS = "input, textarea, select";
const CHECKABLE = new Set(["checkbox", "radio"]);
// The visitor types nothing into these, and a script may not set a file field's value.
const NOT_CARRIED = new Set(["file", "hidden", "submit", "button", "reset", "image"]);

const kindOf = (el: Field) => `${el.tagName}:${el instanceof HTMLInputElement ? el.type : ""}`;

function fieldsIn(root: Element): Field[] {
  return Array.from(root.querySelectorAll<Field>(FIELDS));
}

function changed(el: Field): boolean {
  if (el instanceof HTMLInputElement && CHECKABLE.has(el.type)) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLSelectElement) return Array.from(el.options).some((o) => o.selected !== o.defaultSelected);
  return el.value !== el.defaultValue;
}

/** The fields the visitor changed in the static markup, and where the focus is. */
export function takeTyped(root: Element): TypedBeforeTakeover {
  const all = fieldsIn(root);
  const fields: TypedField[] = [];
  all.forEach((el, index) => {
    if (el instanceof HTMLInputElement && NOT_CARRIED.has(el.type)) return;
    if (!changed(el)) return;
    const checkable = el instanceof HTMLInputElement && CHECKABLE.has(el.type);
    fields.push({ index, kind: kindOf(el), value: el.value, checked: checkable ? (el as HTMLInputElement).checked : null });
  });
  const active = root.ownerDocument.activeElement;
  const focusIndex = active ? all.indexOf(active as Field) : -1;
  const focusedEl = focusIndex >= 0 ? all[focusIndex] : undefined;
  const caret = focusedEl && !(focusedEl instanceof HTMLSelectElement) ? safeSelection(focusedEl) : { selectionStart: null, selectionEnd: null };
  return { fields, focused: focusIndex >= 0 ? { index: focusIndex, ...caret } : null };
}

// Some input types (email, number) throw on reading the selection.
function safeSelection(el: HTMLInputElement | HTMLTextAreaElement) {
  try {
    return { selectionStart: el.selectionStart, selectionEnd: el.selectionEnd };
  } catch {
    return { selectionStart: null, selectionEnd: null };
  }
}

function setNatively(el: Field, typed: TypedField): void {
  const proto = Object.getPrototypeOf(el) as object;
  if (typed.checked !== null) {
    // A click toggles it as the visitor did, with the events React listens for.
    if ((el as HTMLInputElement).checked !== typed.checked) (el as HTMLInputElement).click();
    return;
  }
  // React notes the last value it saw through the field's own value property; a hydrated field
  // noted the typed text itself, so an input event with that text would not count as a change.
  // Through that property it notes another value first, then the typed one is set past it.
  el.value = typed.value === "" ? " " : "";
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, typed.value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
  el.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Puts what was typed back into the app's own fields, where the same kind of field stands at the same place. */
export function restoreTyped(root: Element, typed: TypedBeforeTakeover): void {
  const all = fieldsIn(root);
  for (const field of typed.fields) {
    const el = all[field.index];
    if (el && kindOf(el) === field.kind) setNatively(el, field);
  }
  const focus = typed.focused ? all[typed.focused.index] : undefined;
  if (!focus || !typed.focused) return;
  focus.focus();
  const { selectionStart, selectionEnd } = typed.focused;
  if (selectionStart !== null && !(focus instanceof HTMLSelectElement)) {
    try {
      focus.setSelectionRange(selectionStart, selectionEnd);
    } catch {
      // The field's type has no caret to set.
    }
  }
}

/**
 * Once a hydrated page's fields are React's (the public frame's effect): text typed while the app
 * hydrated is on screen but never reached React's state (a free tool's output stayed empty), so
 * it is typed again through the same events. Nothing happens when nothing was typed.
 */
export function carryTypedIntoHydrated(root: Element | null): void {
  if (!root) return;
  const typed = takeTyped(root);
  if (typed.fields.length) restoreTyped(root, typed);
}
