import { z } from "zod";
import { V } from "#contracts/validation";

/** Step 3, part 2: the attendance tick ("Teilnahme muss bestätigt werden" when not ticked). */
export const AttendanceForm = z.object({ attended: z.literal("on", { error: V.infoSessionConfirm }) });
