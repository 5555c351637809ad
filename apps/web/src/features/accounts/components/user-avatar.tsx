import { initials } from "@folio/contract";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { useProfileImageUrl } from "../api/profile-image-url";

interface UserAvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  imageKey?: string | null;
  /** Empty when the name is written next to the avatar anyway. */
  alt?: string;
  className?: string;
}

/** The picture from the profile when there is one, else the spec's initials (names, e-mail, or GU). */
export function UserAvatar({ firstName, lastName, email, imageKey, alt = "", className }: UserAvatarProps) {
  const image = useProfileImageUrl(imageKey);
  const letters = initials(firstName, lastName, email);
  return (
    <Avatar className={className}>
      {image.url && <AvatarImage src={image.url} alt={alt} />}
      {alt ? (
        <AvatarFallback role="img" aria-label={alt}>
          {letters}
        </AvatarFallback>
      ) : (
        <AvatarFallback aria-hidden="true">{letters}</AvatarFallback>
      )}
    </Avatar>
  );
}
