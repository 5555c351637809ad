export { createFolder, updateFolder, deleteFolder, listFolders, searchFolders, getFolder, assertFolderTakesUpload, addUploadToFolder } from "./manage-folders.ts";
export { shareFolder, revokeFolderShare, sharedChats, sharePath } from "./share-folder.ts";
