import { useQuery } from "@tanstack/react-query";
import { recordingRoutes } from "@folio/contract";
import { callApi } from "@/lib/api-client";

export function useRecordings() {
  return useQuery({ queryKey: ["recordings"], queryFn: () => callApi(recordingRoutes.list) });
}

export function useRecordingReplay(id: string) {
  return useQuery({ queryKey: ["recordings", id], queryFn: () => callApi(recordingRoutes.replay, { params: { id } }), staleTime: Infinity });
}
