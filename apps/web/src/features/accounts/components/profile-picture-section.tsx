import { useRef, useState, type ChangeEvent } from "react";
import { ImageUp, Trash2 } from "lucide-react";
import type { Profile, User } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUpdateProfile } from "../api/use-update-profile";
import { useUploadProfileImage } from "../api/use-upload-profile-image";
import { isProfession } from "../profile-form-rules";
import { PROFILE_IMAGE_ACCEPT, isAcceptedImage } from "../profile-image-file";
import { PROFILE_UPDATED, PROFILE_UPDATE_FAILED } from "../profile-messages";
import { UserAvatar } from "./user-avatar";

interface ProfilePictureSectionProps {
  user: User;
  profile: Profile | null;
}

/**
 * Upload (PNG or JPEG) or remove the profile picture. Uploading stores the file, then saves its key
 * in the profile; the avatar shows a skeleton and the buttons wait until both are done.
 */
export function ProfilePictureSection({ user, profile }: ProfilePictureSectionProps) {
  const upload = useUploadProfileImage();
  const update = useUpdateProfile(user.id);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const imageKey = profile?.profile_image_url || null;
  const busy = uploading || update.isPending;

  async function savePicture(key: string): Promise<void> {
    if (!profile || !isProfession(profile.profession)) throw new Error("The profile is not complete yet.");
    try {
      await update.mutateAsync({ first_name: profile.first_name, last_name: profile.last_name, profession: profile.profession, profile_image_url: key });
      toast.success(PROFILE_UPDATED.title, PROFILE_UPDATED.description);
    } catch (err) {
      console.error("Saving the profile picture failed", err);
      toast.error(PROFILE_UPDATE_FAILED.title, PROFILE_UPDATE_FAILED.description);
    }
  }

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again fires a change.
    event.target.value = "";
    if (!file) return;
    if (!isAcceptedImage(file)) {
      toast.error("Invalid file type", "Choose a PNG or JPEG image for your profile picture.");
      return;
    }
    setUploading(true);
    try {
      const key = await upload.mutateAsync(file);
      await savePicture(key);
    } catch (err) {
      console.error("Profile picture upload failed", err);
      toast.error("Upload failed", errorDetail(err));
    } finally {
      setUploading(false);
    }
  }

  const names = profile ?? { first_name: user.first_name, last_name: user.last_name };

  return (
    <Card aria-labelledby="profile-picture-title">
      <CardHeader>
        <CardTitle id="profile-picture-title">Profile picture</CardTitle>
        <CardDescription>A PNG or JPEG image of at most 5 MB.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        {uploading ? (
          <Skeleton className="size-16 rounded-full" data-testid="avatar-skeleton" />
        ) : (
          <UserAvatar
            className="size-16 text-xl"
            firstName={names.first_name}
            lastName={names.last_name}
            email={user.email}
            imageKey={imageKey}
            alt="Your profile picture"
          />
        )}
        <input ref={fileInput} type="file" accept={PROFILE_IMAGE_ACCEPT} hidden onChange={(e) => void onFileChosen(e)} data-testid="profile-image-input" />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={busy || !profile} loading={uploading}>
            {!uploading && <ImageUp aria-hidden="true" />}
            {uploading ? "Uploading…" : imageKey ? "Change picture" : "Upload picture"}
          </Button>
          {imageKey && (
            <Button variant="ghost" onClick={() => void savePicture("")} disabled={busy}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
        <span className="sr-only" role="status">
          {uploading ? "Uploading your profile picture" : ""}
        </span>
      </CardContent>
    </Card>
  );
}
