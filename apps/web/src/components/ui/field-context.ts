import { createContext, useContext } from "react";

export interface FieldState {
  id: string;
  /** Ids of the hint and error texts, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
}

export const FieldContext = createContext<FieldState | null>(null);

/** The label/hint/error wiring of the enclosing Field, so controls get it without repeating ids. */
export function useField(): FieldState | null {
  return useContext(FieldContext);
}
