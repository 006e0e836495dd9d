/** The current company (b2b API): its data, pictures, employees, students, and the bank lookup. */
import type {
  BankInfo,
  Company,
  CompanyAttention,
  CompanyPatch,
  CompanyStudentList,
  Employee,
  EmployeeCreate,
  EmployeeList,
  EmployeePatch,
  PaymentDetailsPatch,
  PaymentTypePatch,
  PortraitPatch,
} from "#contracts";
import { type ApiCallArgs, apiStream, type Body, callApi, callApiWithETag } from "./client.server";

const enc = encodeURIComponent;

/** The company with its ETag (the version its forms send back as If-Match). */
export const getCompany = (args: ApiCallArgs, companyId: string) =>
  callApiWithETag<Company>(args, `GET /b2b/v1/companies/${enc(companyId)}`);

export const patchCompany = (
  args: ApiCallArgs,
  companyId: string,
  body: Body<typeof CompanyPatch>,
  ifMatch: string | undefined,
) => callApi<Company>(args, `PATCH /b2b/v1/companies/${enc(companyId)}`, { body, ifMatch });

export const patchPortrait = (
  args: ApiCallArgs,
  companyId: string,
  body: Body<typeof PortraitPatch>,
  ifMatch: string | undefined,
) => callApi<Company>(args, `PATCH /b2b/v1/companies/${enc(companyId)}/portrait`, { body, ifMatch });

/** The changed company with its new ETag: the payment type's change that follows names that version. */
export const patchPaymentDetails = (
  args: ApiCallArgs,
  companyId: string,
  body: Body<typeof PaymentDetailsPatch>,
  ifMatch: string | undefined,
) => callApiWithETag<Company>(args, `PATCH /b2b/v1/companies/${enc(companyId)}/payment-details`, { body, ifMatch });

export const patchPaymentType = (
  args: ApiCallArgs,
  companyId: string,
  body: Body<typeof PaymentTypePatch>,
  ifMatch: string | undefined,
) => callApi<Company>(args, `PATCH /b2b/v1/companies/${enc(companyId)}/payment-type`, { body, ifMatch });

export const getCompanyAttention = (args: ApiCallArgs, companyId: string) =>
  callApi<CompanyAttention>(args, `GET /b2b/v1/companies/${enc(companyId)}/attention`);

export const listCompanyStudents = (args: ApiCallArgs, companyId: string) =>
  callApi<CompanyStudentList>(args, `GET /b2b/v1/companies/${enc(companyId)}/students`);

export const getBankInfo = (args: ApiCallArgs, iban: string) => callApi<BankInfo>(args, `GET /bank-info/${enc(iban)}`);

/** A picture the portal shows and replaces: the company's or the company user's own. */
export interface PictureApi {
  stream(args: ApiCallArgs): Promise<Response>;
  upload(args: ApiCallArgs, form: FormData): Promise<unknown>;
  remove(args: ApiCallArgs): Promise<unknown>;
}

/** Only images, cached a while by the browser (the page shows the picture on every visit). */
const PICTURE_STREAM = {
  contentTypes: ["image/png", "image/jpeg"],
  cacheControl: "private, max-age=3600",
  refusal: (error: { status: number }) => (error.status === 404 || error.status === 403 ? 404 : 502),
};

export const companyPicture = (companyId: string): PictureApi => ({
  stream: (args) => apiStream(args, `GET /b2b/v1/companies/${enc(companyId)}/profile-picture`, PICTURE_STREAM),
  upload: (args, form) =>
    callApi(args, `PUT /b2b/v1/companies/${enc(companyId)}/profile-picture`, { body: form, upload: true }),
  remove: (args) => callApi(args, `DELETE /b2b/v1/companies/${enc(companyId)}/profile-picture`),
});

export const ownPicture: PictureApi = {
  stream: (args) => apiStream(args, "GET /b2b/v1/me/profile-picture", PICTURE_STREAM),
  upload: (args, form) => callApi(args, "PUT /b2b/v1/me/profile-picture", { body: form, upload: true }),
  remove: (args) => callApi(args, "DELETE /b2b/v1/me/profile-picture"),
};

export const listEmployees = (args: ApiCallArgs, companyId: string, query: URLSearchParams) =>
  callApi<EmployeeList>(args, `GET /b2b/v1/companies/${enc(companyId)}/employees?${query}`);

/** The employee with its ETag (the version the form sends back as If-Match). */
export const getEmployee = (args: ApiCallArgs, companyId: string, employeeId: string) =>
  callApiWithETag<Employee>(args, `GET /b2b/v1/companies/${enc(companyId)}/employees/${enc(employeeId)}`);

export const inviteEmployee = (args: ApiCallArgs, companyId: string, body: Body<typeof EmployeeCreate>) =>
  callApi<Employee>(args, `POST /b2b/v1/companies/${enc(companyId)}/employees`, { body });

export const patchEmployee = (
  args: ApiCallArgs,
  companyId: string,
  employeeId: string,
  body: Body<typeof EmployeePatch>,
  ifMatch: string | undefined,
) =>
  callApi<Employee>(args, `PATCH /b2b/v1/companies/${enc(companyId)}/employees/${enc(employeeId)}`, {
    body,
    ifMatch,
  });

export const deleteEmployee = (args: ApiCallArgs, companyId: string, employeeId: string, ifMatch: string | undefined) =>
  callApi<void>(args, `DELETE /b2b/v1/companies/${enc(companyId)}/employees/${enc(employeeId)}`, { ifMatch });

export const resendInvitation = (args: ApiCallArgs, companyId: string, employeeId: string) =>
  callApi<Employee>(args, `POST /b2b/v1/companies/${enc(companyId)}/employees/${enc(employeeId)}/resend-invitation`);
