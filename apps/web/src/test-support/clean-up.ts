import { afterEach, vi } from "vitest";
import { cleanup } from "@testing-library/react";
import { closePlanOverlay } from "@/lib/plan-overlay";

/**
 * Registers the component tests' clean-up after each test: unmount what it rendered, close the plan
 * overlay it may have opened (its store outlives the render) and put fetch and any other stubbed
 * global back; then `also`, the file's own.
 */
export function cleanUpAfterEach(also?: () => void): void {
  afterEach(() => {
    cleanup();
    closePlanOverlay();
    vi.unstubAllGlobals();
    also?.();
  });
}
