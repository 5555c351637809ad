import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { errorDetail } from "@/lib/api-client";
import { CURRENT_USER_KEY } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useDeleteAccount } from "../api/use-delete-account";
import { useLogout } from "../api/use-logout";

/** Delete the account after a confirmation; then log out and go home. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();
  const logout = useLogout();
  const queryClient = useQueryClient();

  function confirm() {
    deletion.mutate(undefined, {
      onSuccess: async () => {
        toast.success("Account deleted", "Your account and everything in it have been deleted.");
        setOpen(false);
        await logout();
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      },
      onError: (err) => toast.error("Failed to delete account", errorDetail(err)),
    });
  }

  return (
    <Card aria-labelledby="delete-account-title" className="border-destructive-text/40">
      <CardHeader>
        <CardTitle id="delete-account-title">Delete account</CardTitle>
        <CardDescription>Deletes your account, your profile and every document, conversation and file in it. This cannot be undone.</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">Delete account</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription>
                Your account and everything in it will be deleted for good: your profile, documents, conversations and files. A paid subscription is cancelled at once. You will be
                logged out.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={deletion.isPending}>Cancel</AlertDialogCancel>
              {/* A plain button, not AlertDialog.Action, so the dialog stays open while the deletion runs. */}
              <Button variant="destructive" onClick={confirm} loading={deletion.isPending}>
                Delete my account
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
