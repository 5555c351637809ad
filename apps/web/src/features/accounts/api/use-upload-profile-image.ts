import { useMutation } from "@tanstack/react-query";
import { accountRoutes } from "@folio/contract";
import { callApi } from "@/lib/api-client";

export function useUploadProfileImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return (await callApi(accountRoutes.uploadImage, { body: form })).imageKey;
    },
  });
}
