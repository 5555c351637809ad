/** The spec's exact toast texts for saving a profile. */
export const PROFILE_UPDATED = {
  title: "Profile Updated",
  description: "Your profile has been updated successfully",
} as const;

export const PROFILE_UPDATE_FAILED = {
  title: "Failed to update profile",
  description: "An error occurred while updating your profile. Please try again",
} as const;
